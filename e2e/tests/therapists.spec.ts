import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../pages/session.ts';
import { TherapistsPage } from '../pages/therapists-page.ts';
import { snapshot } from '../screenshots.ts';
import { makePkcs12 } from '../../apps/server/test/certificates/make-pkcs12.ts';
import { pickerInput } from '../pages/pickers.ts';

/** A test PKCS#12 valid until 30 June two years on (noon, so the date is the same in Warsaw). */
const CERTIFICATE_YEAR = new Date().getFullYear() + 2;
const CERTIFICATE_NOT_AFTER = new Date(Date.UTC(CERTIFICATE_YEAR, 5, 30, 10));

test('the admin sets a schedule, uploads a certificate and adds a visit type of a demo therapist, kept after a reload', async ({
  page,
}) => {
  await logInAsAdmin(page);

  const therapists = new TherapistsPage(page);
  await therapists.open();
  await expect(page.getByRole('row').filter({ hasText: 'Nowak' })).toContainText('TAK');
  await snapshot(page, 'therapists-list');

  let editor = await therapists.edit('Anna Nowak');
  await expect(editor.getByLabel('E-mail')).toHaveValue('anowak@demo.wizytownik.pl');
  // The demo clinic has the marketplace integration on, answered by its simulator.
  await expect(editor.getByRole('combobox', { name: 'Lekarz w ZnanyLekarz' })).toHaveText('Nowak Anna');
  await snapshot(page, 'therapist-general-marketplace');
  await editor.getByLabel('Telefon').fill('12-34');
  await editor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    editor.getByText('Telefon może zawierać tylko cyfry i znak +, od 8 do 13 znaków.'),
  ).toBeVisible();
  await editor.getByLabel('Telefon').fill('+48601222333');
  await expect(editor.getByLabel('Izba lekarska')).toHaveCount(0);
  await editor.getByLabel('Grupa zawodowa').click();
  await page.getByRole('option', { name: 'Lekarz', exact: true }).click();
  await editor.getByLabel('Izba lekarska').click();
  await page.getByRole('option', { name: 'Okręgowa Izba Lekarska w Krakowie' }).click();
  await editor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(therapists.saved()).toBeVisible();

  await editor.getByLabel('Kategoria ICD-9').fill('93');
  await page.getByRole('option', { name: /^93 – / }).click();
  await editor.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(editor.getByRole('button', { name: /^93 – / })).toBeVisible();

  const certificate = editor.getByRole('region', { name: 'Certyfikat do podpisu recept (P1)' });
  await expect(certificate).toContainText('Nie wgrano certyfikatu.');
  await certificate.getByLabel('Wybierz plik (.p12, .pfx)').setInputFiles({
    name: 'anna-nowak.p12',
    mimeType: 'application/x-pkcs12',
    buffer: makePkcs12({ password: 'Tajne-Haslo-1', notAfter: CERTIFICATE_NOT_AFTER }),
  });
  await certificate.getByLabel('Hasło certyfikatu').fill('zle-haslo');
  await certificate.getByRole('button', { name: 'Wgraj certyfikat' }).click();
  await expect(page.getByRole('dialog', { name: 'Błąd' })).toContainText('Nieprawidłowe hasło certyfikatu.');
  await page.getByRole('button', { name: 'OK' }).click();
  await certificate.getByLabel('Hasło certyfikatu').fill('Tajne-Haslo-1');
  await certificate.getByRole('checkbox', { name: 'Zapamiętaj hasło' }).check();
  await certificate.getByRole('button', { name: 'Wgraj certyfikat' }).click();
  await expect(certificate).toContainText(`Certyfikat ważny do: 30-06-${CERTIFICATE_YEAR}`);
  await expect(certificate).toContainText('Hasło certyfikatu jest zapamiętane.');
  await snapshot(page, 'therapist-general');

  await therapists.tab(editor, 'Harmonogram');
  await therapists.setDay(editor, 'Sobota', '13:00', '09:00');
  await editor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    editor.getByText('Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia.'),
  ).toBeVisible();
  await therapists.setDay(editor, 'Sobota', '09:00', '13:00');
  await editor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(therapists.saved()).toBeVisible();
  await snapshot(page, 'therapist-schedule');

  await therapists.tab(editor, 'Typy wizyt');
  await editor.getByRole('button', { name: 'Dodaj typ wizyty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy typ wizyty' });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Nazwa jest wymagana')).toBeVisible();
  await dialog.getByLabel('Nazwa').fill('Masaż relaksacyjny');
  await dialog.getByLabel('Cena (zł)').fill('170,00');
  await dialog.getByLabel('Długość wizyty (min)').fill('60');
  await snapshot(page, 'therapist-visit-type-dialog');
  await dialog.getByLabel('Nazwa').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('row').filter({ hasText: 'Masaż relaksacyjny' })).toContainText('170,00');
  await snapshot(page, 'therapist-visit-types');

  await page.reload();
  await therapists.open();
  editor = await therapists.edit('Anna Nowak');
  await expect(editor.getByLabel('Telefon')).toHaveValue('+48601222333');
  await expect(editor.getByLabel('Izba lekarska')).toContainText('Okręgowa Izba Lekarska w Krakowie');
  await expect(editor.getByRole('button', { name: /^93 – / })).toBeVisible();
  await expect(editor).toContainText(`Certyfikat ważny do: 30-06-${CERTIFICATE_YEAR}`);
  await therapists.tab(editor, 'Harmonogram');
  await expect(editor.getByRole('switch', { name: 'Pracuje: Sobota' })).toBeChecked();
  await expect(pickerInput(editor, 'Od (Sobota)')).toHaveValue('09:00');
  await expect(pickerInput(editor, 'Do (Sobota)')).toHaveValue('13:00');
  await therapists.tab(editor, 'Typy wizyt');
  await expect(editor.getByRole('row').filter({ hasText: 'Masaż relaksacyjny' })).toContainText('60');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
});
