import { expect, test } from '@playwright/test';
import {
  PhysiotherapyApi,
  PhysiotherapyCalendarPage,
  type TreatmentTerm,
} from '../pages/physiotherapy-calendar-page.ts';
import { logInAs } from '../pages/session.ts';
import { clinicToday, dayAfter, isoDate } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const TREATMENT = 'Laseroterapia E2E';
const MINUTES = 30;

test('reception sees ordered treatments in their treatment column on /fizykoterapia and moves one; a taken term is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A work day after the demo's bookings: this treatment's column holds only this test's orders.
  const day = dayAfter(clinicToday(), 32, true);
  const api = await PhysiotherapyApi.as(request);
  const zabiegId = await api.addTreatment(TREATMENT, MINUTES);
  const patient = await api.addPatient('Teresa', 'Zabiegowa');
  const visit = await api.bookFirstFreeSlot(await api.anyTherapist(), patient, isoDate(day));
  const free = (await api.terms(zabiegId, day, MINUTES, visit.id)).filter((t) => !t.isBlocked);
  const first = free[0]!;
  const hours = (t: { data_start: string }) =>
    (Date.parse(t.data_start) - Date.parse(first.data_start)) / 3_600_000;
  // Two orders on whole hours apart, three or more; a whole hour between them is free to move the first to.
  const whole = (t: TreatmentTerm) => hours(t) % 1 === 0;
  const second = free.find((t) => whole(t) && hours(t) >= 3);
  const later = free.find((t) => whole(t) && hours(t) >= 1 && second && hours(t) <= hours(second) - 1);
  if (!second || !later) throw new Error(`no free terms to play with: ${JSON.stringify(free)}`);
  await api.order(zabiegId, visit.id, first);
  await api.order(zabiegId, visit.id, second);

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  await page.setViewportSize({ width: 1280, height: 900 });
  const calendar = new PhysiotherapyCalendarPage(page);
  await calendar.open(day);
  expect(await calendar.visits.columnTitles()).toContain(TREATMENT);
  const events = await calendar.eventsIn(TREATMENT);
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText('Teresa Zabiegowa');
  await expect(events.first()).toContainText('Zlecony zabieg');
  await snapshot(page, 'physiotherapy-calendar-day');

  // A click shows the ordering visit's quick info.
  await events.first().click();
  const info = page.getByRole('dialog', { name: 'Szczegóły wizyty' });
  await expect(info).toContainText('Zabiegowa Teresa');
  await info.getByRole('button', { name: 'Zamknij' }).click();
  await expect(info).toBeHidden();

  // Dropped on the other order's time: refused with the server's message, and back where it was.
  const moving = events.first();
  const from = await calendar.slotOf(TREATMENT, moving);
  const taken = await calendar.slotOf(TREATMENT, events.nth(1));
  const refused = page.waitForResponse((r) => r.url().includes('/Zabiegi/ShiftZleconyZabieg'));
  await calendar.dragToSlot(TREATMENT, moving, taken);
  expect((await refused).ok()).toBe(false);
  const error = page.getByRole('dialog', { name: 'Błąd' });
  await expect(error).toBeVisible();
  await snapshot(page, 'physiotherapy-calendar-refused');
  await error.getByRole('button').first().click();
  await calendar.settled();
  expect(await calendar.slotOf(TREATMENT, (await calendar.eventsIn(TREATMENT)).first())).toBe(from);

  // A free whole hour later: moved there.
  const target = from + ((taken - from) / hours(second)) * hours(later);
  const moved = page.waitForResponse((r) => r.url().includes('/Zabiegi/ShiftZleconyZabieg'));
  await calendar.dragToSlot(TREATMENT, (await calendar.eventsIn(TREATMENT)).first(), target);
  expect((await moved).ok()).toBe(true);
  await calendar.settled();
  await expect
    .poll(async () => calendar.slotOf(TREATMENT, (await calendar.eventsIn(TREATMENT)).first()))
    .toBe(target);

  await calendar.open(day, 'week');
  await expect(page.locator('.rbc-event').filter({ hasText: 'Teresa Zabiegowa' }).first()).toBeVisible();
  await snapshot(page, 'physiotherapy-calendar-week');
});
