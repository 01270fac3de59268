import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../env.ts';
import { pdfText } from '../pages/pdf.ts';
import {
  DEMO_PRESCRIBER,
  peselOf,
  PrescriptionsApi,
  PrescriptionsPage,
} from '../pages/prescriptions-page.ts';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { VisitCoursePage } from '../pages/visit-course-page.ts';
import { isoDate } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

/*
 * Issue 19's proof in Chromium: the demo's prescribing doctor (a self-signed demo certificate whose
 * password is asked for) writes, checks, sends, prints and texts a package through the P1 simulator
 * and cancels one of its prescriptions; and a visit without an ICD-10 diagnosis fails 'Weryfikuj dane
 * P1' with that reason. Each test's patient is of this run only (a surname and a PESEL of its own).
 */

/** Letters of this run (patient names take no digits). */
const RUN = Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('');
const serial = (n: number) => (Date.now() + n * 331) % 1000;
const phone = `6${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('a doctor with a certificate writes, checks, sends, prints, texts and cancels a package of two prescriptions', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'Marek';
  const surname = `Receptowy${RUN}`;
  const api = await PrescriptionsApi.as(request);
  await api.addPrescriptionPatient(name, surname, peselOf(serial(1)), phone);

  await logInAs(page, DEMO_PRESCRIBER.userName, DEMO_PASSWORD, DEMO_PRESCRIBER.name);
  const rx = new PrescriptionsPage(page);
  const dialog = await rx.open(name, surname);
  await expect(dialog).toContainText('Pacjent nie ma jeszcze pakietów recept.');

  // Two prescriptions: a Rpw drug (its pack's category makes the type Rpw) and an ordinary one.
  const form = await rx.newPackage(dialog);
  const rpw = await rx.fillPrescription(form, 1, {
    search: 'Palexia 50',
    option: /^Palexia, 50 mg/,
    pack: '30 tabl.',
    count: '1',
    dosage: '1 tabletka co 12 godzin',
  });
  await expect(rpw.getByRole('combobox', { name: 'Rodzaj recepty' })).toHaveText('Rpw');
  await snapshot(page, 'prescriptions-1-rpw');
  const rp = await rx.fillPrescription(form, 2, {
    search: 'Apap 500',
    option: /^Apap, 500 mg/,
    pack: '24 tabl.',
    count: '2',
    dosage: '1 tabletka do 4 razy dziennie',
  });
  await expect(rp.getByRole('combobox', { name: 'Rodzaj recepty' })).toHaveText('Rp');
  await snapshot(page, 'prescriptions-1-two-prescriptions');
  await rx.save(form);
  const table = rx.table(dialog);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Nowa');
  await expect(table).toContainText('Palexia, 50 mg 30 tabl.; Apap, 500 mg 24 tabl.');

  // Check in P1: the certificate's password is asked for (it is not remembered).
  await rx.act(dialog, /^Sprawdź w P1 pakiet recept z /);
  await rx.givePassword(DEMO_PRESCRIBER.certificatePassword);
  await expect(rx.allGood()).toContainText('Recepta zweryfikowana poprawnie');
  await snapshot(page, 'prescriptions-2-checked');
  await rx.closeAllGood('Recepta zweryfikowana poprawnie');

  // Send: asked again, then the package is 'Wysłana do P1' with its 4-digit code.
  await rx.act(dialog, /^Wyślij do P1 pakiet recept z /);
  await rx.givePassword(DEMO_PRESCRIBER.certificatePassword);
  await rx.closeAllGood('Recepta wysłana do systemu P1 poprawnie');
  await expect(table).toContainText('Wysłana do P1');
  const code = (await table.getByRole('row').nth(1).getByRole('cell').nth(4).innerText()).trim();
  expect(code).toMatch(/^\d{4}$/);
  await snapshot(page, 'prescriptions-3-sent');

  // Print: the information printout in the viewer, a real PDF with the code and both drugs.
  const pdf = await rx.print(dialog, DEMO_PRESCRIBER.certificatePassword);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('Informacja o wystawionych receptach');
  expect(text).toContain(`Kod: ${code}`);
  expect(text).toContain(`${name} ${surname}`);
  expect(text).toContain('Palexia, 50 mg');
  // Chromium's viewer draws the pages inside its own frame, where no locator reaches: give it time.
  await page.waitForTimeout(2_000);
  await snapshot(page, 'prescriptions-4-preview');
  await page.getByRole('dialog', { name: 'Podgląd recept' }).getByRole('button', { name: 'Zamknij' }).click();

  // The code by SMS: the notice, and the message with the code in the outbox.
  await rx.act(dialog, /^Wyślij pacjentowi kod pakietu z .* SMS-em$/);
  await expect(rx.notice('Sms wysłany poprawnie')).toBeVisible();
  await expect.poll(async () => (await api.messages(surname)).map((m) => m.text).join('\n')).toContain(code);

  // Cancel the second prescription: asked, signed, cancelled; the package stays sent.
  const details = await rx.details(dialog);
  await expect(details).toContainText(`Kod pakietu: ${code}`);
  await details.getByRole('button', { name: /^Anuluj receptę Apap/ }).click();
  await rx.confirm('Czy na pewno chcesz anulować tę recepte?');
  await rx.givePassword(DEMO_PRESCRIBER.certificatePassword);
  await expect(rx.notice('Recepta anulowana')).toBeVisible();
  await expect(details.getByText(/Apap, 500 mg.*\(anulowana\)/)).toBeVisible();
  await expect(details.getByRole('button', { name: /^Anuluj receptę Palexia/ })).toBeVisible();
  await snapshot(page, 'prescriptions-5-cancelled');
});

test("a visit without an ICD-10 diagnosis fails 'Weryfikuj dane P1' with that reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Zenon';
  const surname = `Weryfikowany${RUN}`;
  const api = await PrescriptionsApi.as(request);
  const clientId = await api.addPrescriptionPatient(name, surname, peselOf(serial(2)), phone);
  // The prescriber has every P1 datum of a therapist: the diagnosis is all the visit lacks.
  const therapistId = await api.therapistId(DEMO_PRESCRIBER.name, DEMO_PRESCRIBER.surname);
  const visit = await api.bookFirstFreeSlot(therapistId, clientId, isoDate(new Date()));

  await logInAsAdmin(page);
  const course = new VisitCoursePage(page);
  await course.openCalendarDay('/visits', new Date(visit.startTime));
  const editor = await course.openVisit(surname, new RegExp(`^Wizyta: ${surname} ${name} — `));
  await editor.getByRole('button', { name: 'Weryfikuj dane P1', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Weryfikacja danych P1' });
  await expect(result).toContainText('Przed wysłaniem do P1 popraw:');
  await expect(result.getByRole('listitem')).toHaveText(['Wizyta nie ma rozpoznania ICD-10.']);
  await snapshot(page, 'prescriptions-6-p1-verify');
  await result.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(result).toBeHidden();
});
