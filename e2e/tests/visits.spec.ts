import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../env.ts';
import { pickerInput } from '../pages/pickers.ts';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { clinicToday, dayAfter, displayDate, VisitsPage, type DaySlot } from '../pages/visits-page.ts';
import { chooseDemoTreatment } from '../pages/visit-treatment-page.ts';
import { snapshot } from '../screenshots.ts';
import { Shell } from '../pages/shell.ts';

/** The patient as the patient search and the editor's title show them ("Surname Name")… */
const PATIENT = 'Mazur Paweł';
/** …and as the calendar and the search results do ("Name Surname"). */
const CLIENT = 'Paweł Mazur';
/** Slots count from the opening hour: the visit is booked at slot 4 and moved 4 slots later. */
const BOOK_SLOT = 4;
const MOVE_BY = 4;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * From the Day view's time gutter: the first visible time and the slot length, in minutes (the gutter
 * labels one group of 'Liczba slotów' slots, 2 unless changed).
 */
async function slotTimes(page: Page): Promise<{ opening: number; step: number }> {
  const labels = await page
    .locator('.rbc-time-gutter .rbc-timeslot-group')
    .evaluateAll((groups) => groups.slice(0, 2).map((g) => g.textContent?.trim() ?? ''));
  const [first, second] = labels.map((l) => {
    const [h, m] = l.split(':').map(Number);
    return h! * 60 + m!;
  });
  return { opening: first!, step: (second! - first!) / 2 };
}

test('reception books, finds, moves, confirms and closes a visit; the admin reopens it and cancels another; a second page follows live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The second browser page: the admin, in a context of its own.
  const adminContext = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  const adminPage = await adminContext.newPage();

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  await expect(page.getByRole('button', { name: 'Tydzień', exact: true })).toHaveClass(/rbc-active/);
  await expect(page.locator('.rbc-event').first()).toBeVisible();
  await snapshot(page, 'visits-week');

  // A working day past the demo month where the patient has no visit yet (other tests book them too):
  // its slots are free where the therapists work.
  await visits.view('Dzień');
  let day = dayAfter(clinicToday(), 16, true);
  let free: DaySlot | null = null;
  for (let tries = 0; tries < 5 && !free; tries += 1, day = dayAfter(day, 1, true)) {
    await visits.goToDay(day);
    if ((await visits.event(CLIENT).count()) > 0) continue;
    free = await visits.freeColumn(BOOK_SLOT, BOOK_SLOT + MOVE_BY + 1);
    if (free) break;
  }
  if (!free) throw new Error('no therapist works at the booking hours on the days tried');
  const { opening, step } = await slotTimes(page);
  const start = hhmm(opening + step * BOOK_SLOT);
  const end = hhmm(opening + step * (BOOK_SLOT + 1));
  const movedStart = hhmm(opening + step * (BOOK_SLOT + MOVE_BY));
  const movedEnd = hhmm(opening + step * (BOOK_SLOT + MOVE_BY + 1));

  // The admin watches the same day on the second page.
  await logInAsAdmin(adminPage);
  const adminVisits = new VisitsPage(adminPage);
  await adminVisits.open();
  await adminVisits.view('Dzień');
  await adminVisits.goToDay(day);
  await expect(adminVisits.event(CLIENT)).toHaveCount(0);

  // Booking from the empty slot: time and therapist come from the slot, the patient from the search.
  await visits.clickSlot(free.column, free.slot);
  const newVisit = visits.editor();
  await expect(newVisit).toBeVisible();
  await expect(pickerInput(newVisit, /Data wizyty/)).toHaveValue(displayDate(day));
  await expect(pickerInput(newVisit, 'Godzina rozpoczęcia')).toHaveValue(start);
  await expect(pickerInput(newVisit, 'Godzina zakończenia')).toHaveValue(end);
  await expect(newVisit.getByRole('combobox', { name: /Terapeuta/ })).toHaveValue(free.therapist);
  await visits.pickPatient(newVisit, PATIENT);
  await chooseDemoTreatment(page, newVisit);
  // The demo clinic has IntegracjaP1: the organizational unit is required, preset to the slot
  // therapist's main unit (each demo therapist has one); reception may still pick another.
  const unit = newVisit.getByRole('combobox', { name: /Komórka organizacyjna/ });
  await expect(unit).toHaveText(/^(Poradnia rehabilitacyjna|Pracownia fizjoterapii)$/);
  await unit.click();
  await page.getByRole('option', { name: 'Pracownia fizjoterapii' }).click();
  await snapshot(page, 'visit-editor-new');
  const created = page.waitForResponse((r) => r.url().includes('/Visit/CreatePatientVisit') && r.ok());
  await newVisit.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const visitId = ((await (await created).json()) as { result: { id: number } }).result.id;
  // The spec's literal success text (§8), typo included.
  await expect(visits.notice('Zapisono')).toBeVisible();
  const editor = visits.editor(PATIENT);
  await expect(editor).toHaveAccessibleName(new RegExp(`— Nowa$`));
  await visits.closeEditor(editor);
  const event = visits.event(CLIENT);
  await expect(event).toHaveAttribute('title', new RegExp(`${start}–${end}, Nowa$`));
  await expect(visits.column(free.column).locator('.rbc-event').filter({ hasText: CLIENT })).toHaveCount(1);
  await snapshot(page, 'visits-day');

  // Live: the admin's page shows the new visit without a reload.
  await expect(adminVisits.event(CLIENT)).toBeVisible({ timeout: 5_000 });

  // The visit search finds it.
  const results = await visits.search({ patient: PATIENT, from: day, to: day });
  const row = results.getByRole('row').filter({ hasText: `${displayDate(day)} ${start}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(CLIENT);
  await row.getByRole('button', { name: `Edytuj wizytę ${CLIENT}` }).click();
  await expect(editor).toBeVisible();
  await visits.closeEditor(editor);
  await page.getByRole('button', { name: 'Powrót do kalendarza' }).click();
  await expect(event).toBeVisible();

  // Dragged to a later hour in the same column; the date change is in 'Historia wizyt'.
  await visits.drag(event, visits.slot(free.column, BOOK_SLOT + MOVE_BY));
  await expect(event).toHaveAttribute('title', new RegExp(`${movedStart}–${movedEnd}, Nowa$`));
  await visits.settled();
  await expect(adminVisits.event(CLIENT)).toHaveAttribute('title', new RegExp(`${movedStart}–${movedEnd}`), {
    timeout: 5_000,
  });
  await event.dblclick();
  await expect(editor).toBeVisible();
  await expect(pickerInput(editor, 'Godzina rozpoczęcia')).toHaveValue(movedStart);
  await editor.getByRole('tab', { name: 'Historia wizyt' }).click();
  const shifts = editor.getByRole('table', { name: 'Zmiany terminu wizyty' });
  const shift = shifts.getByRole('row').filter({ hasText: start }).filter({ hasText: movedStart });
  await expect(shift).toHaveCount(1);
  await expect(shift).toContainText(displayDate(day));
  await expect(editor.getByRole('table', { name: 'Historia wizyt pacjenta' })).toBeVisible();
  await snapshot(page, 'visit-editor-history');
  await editor.getByRole('tab', { name: 'Ogólne' }).click();

  // Confirmed (the editor closes), then closed: reception may not reopen it.
  await visits.act(editor, 'Potwierdź', 'Potwierdzono');
  await expect(editor).toBeHidden();
  await expect(event).toHaveAttribute('title', /, Potwierdzona$/);
  await event.dblclick();
  await expect(editor).toHaveAccessibleName(/— Potwierdzona$/);
  await visits.act(editor, 'Zamknij wizytę', 'Zamknięto');
  await expect(editor).toHaveAccessibleName(/— Zakończona$/);
  await expect(editor.getByRole('button', { name: 'Zapisz', exact: true })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Otwórz wizytę ponownie' })).toHaveCount(0);
  await snapshot(page, 'visit-editor-closed');
  // The server refuses the reopening to reception too, not only the editor.
  const refused = await page.request.post('/api/services/app/Visit/OpenVisit', {
    headers: { authorization: `Bearer ${await new Shell(page).accessToken()}` },
    data: { id: visitId },
  });
  expect(refused.status()).toBe(403);
  await visits.closeEditor(editor);

  // The admin, who has Wizytownik_Wizyty_Otwarcie, reopens it.
  const adminEvent = adminVisits.event(CLIENT);
  await expect(adminEvent).toHaveAttribute('title', /, Zakończona$/, { timeout: 5_000 });
  await adminEvent.dblclick();
  const adminEditor = adminVisits.editor(PATIENT);
  await expect(adminEditor).toHaveAccessibleName(/— Zakończona$/);
  await adminVisits.act(adminEditor, 'Otwórz wizytę ponownie', 'Otwarto');
  await expect(adminEditor).toHaveAccessibleName(/— Nowa$/);
  await adminVisits.closeEditor(adminEditor);
  await expect(event).toHaveAttribute('title', /, Nowa$/, { timeout: 5_000 });

  // The admin cancels another visit, a coming one of next week, with a reason.
  await adminVisits.view('Tydzień');
  await adminPage.getByRole('button', { name: 'Dziś', exact: true }).click();
  await adminVisits.next();
  const other = adminPage.locator('.rbc-event[title$=", Nowa"], .rbc-event[title$=", Potwierdzona"]').first();
  await other.dblclick();
  const otherEditor = adminPage.getByRole('dialog', { name: /^Wizyta: / });
  await expect(otherEditor).toHaveAccessibleName(/— (Nowa|Potwierdzona)$/);
  await otherEditor.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  await adminPage.getByRole('button', { name: 'Tak', exact: true }).click();
  const reason = adminPage.getByRole('dialog', { name: 'Powód odwołania wizyty' });
  await expect(reason).toBeVisible();
  await reason.getByRole('radio', { name: 'Odwołana przez placówkę' }).check();
  await reason.getByLabel('Uwagi').fill('Awaria ogrzewania w gabinecie');
  await reason.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  await expect(reason).toBeHidden();
  await expect(adminVisits.cancelledNotice()).toBeVisible();
  await expect(
    otherEditor.getByText('Wizyta została odwołana. Status: Odwołana przez placówkę'),
  ).toBeVisible();
  await expect(otherEditor.getByText('Awaria ogrzewania w gabinecie')).toBeVisible();
  await expect(otherEditor).toHaveAccessibleName(/— Odwołana przez placówkę$/);
  await snapshot(adminPage, 'visit-editor-cancelled');

  await adminContext.close();
});

test('reception sees a visit’s details on right-click, the Month view and the side lists', async ({
  page,
}) => {
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  // Next week lies within the demo month: every work day has visits.
  await visits.next();
  const event = page.locator('.rbc-event:not(.wz-event-block)').first();
  const title = (await event.getAttribute('title')) ?? '';
  const patient = /: (.+?), \d{2}:\d{2}–/.exec(title)?.[1];
  expect(
    patient,
    `an event title like "09:00 – 09:50: Jan Kowalski, 09:00–09:50, Nowa", got "${title}"`,
  ).toBeTruthy();
  await event.click({ button: 'right' });
  const info = page.getByRole('dialog', { name: 'Szczegóły wizyty' });
  await expect(info).toBeVisible();
  const [name, surname] = patient!.split(' ');
  await expect(info).toContainText(`${surname} ${name}`);
  await info.getByRole('button', { name: 'Zamknij' }).click();
  await expect(info).toBeHidden();

  await visits.view('Miesiąc');
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  await expect(page.locator('.rbc-month-view .rbc-event').first()).toBeVisible();

  await page.getByRole('button', { name: 'Listy wizyt' }).click();
  await expect(page.getByText('Najbliższe wizyty')).toBeVisible();
  await snapshot(page, 'visits-month-side-lists');
});
