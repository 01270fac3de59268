import { expect, test } from '@playwright/test';
import { RecurringVisitPanel, RecurringVisitsApi } from '../pages/recurring-visits-page.ts';
import { logInAs } from '../pages/session.ts';
import {
  clinicToday,
  dayAfter,
  displayDate,
  isoDate,
  VisitsPage,
  type DaySlot,
} from '../pages/visits-page.ts';
import { chooseDemoTreatment } from '../pages/visit-treatment-page.ts';
import { snapshot } from '../screenshots.ts';

/** A patient of this run only: the calendar shows "Name Surname", the editor "Surname Name". */
const SURNAME = `Cykliczna${Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('')}`;
const NAME = 'Seria';
const PATIENT = `${SURNAME} ${NAME}`;
const CLIENT = `${NAME} ${SURNAME}`;
/** Slots count from the opening hour; the series is booked at this one. */
const SLOT = 6;

test('reception books a weekly series across a clinic day off, moves that date to a free slot, and the calendar shows both visits', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await RecurringVisitsApi.as(request);
  await api.allowRegularVisits(true);
  await api.addPatient(NAME, SURNAME);
  let dayOffId: number | null = null;
  try {
    await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
    const visits = new VisitsPage(page);
    await visits.open();
    await visits.view('Dzień');
    // A working day past the demo month, with a therapist free at the booking slot.
    let day = dayAfter(clinicToday(), 24, true);
    let free: DaySlot | null = null;
    for (let i = 0; i < 5 && !free; i += 1) {
      if (i > 0) day = dayAfter(day, 1, true);
      await visits.goToDay(day);
      free = await visits.freeColumn(SLOT, SLOT + 1);
    }
    if (!free) throw new Error('no therapist works at the booking slot on the days tried');
    // The same weekday a week later is a clinic day off.
    const off = dayAfter(day, 7);
    dayOffId = await api.addDayOff(isoDate(off), 'Dzień wolny e2e serii');

    await visits.clickSlot(free.column, free.slot);
    const editor = visits.editor();
    await expect(editor).toBeVisible();
    await visits.pickPatient(editor, PATIENT);
    await chooseDemoTreatment(page, editor);
    // The demo clinic has IntegracjaP1: the organizational unit is required.
    await editor.getByRole('combobox', { name: /Komórka organizacyjna/ }).click();
    await page.getByRole('option', { name: 'Pracownia fizjoterapii' }).click();

    const series = new RecurringVisitPanel(page, editor);
    await series.setUp(displayDate(off), 'Co tydzień');
    await expect(series.exceptions()).toHaveText(
      `Terminy do poprawy (1): ${displayDate(off)} (Dzień wolny placówki)`,
    );
    await series.switch().scrollIntoViewIfNeeded();
    await snapshot(page, 'recurring-visit-switch');

    await series.openDates();
    await expect(series.exception(displayDate(off))).toContainText('Dzień wolny placówki');
    await snapshot(page, 'recurring-visit-dates');
    const moved = await series.moveToFirstFree(displayDate(off));
    await snapshot(page, 'recurring-visit-dates-moved');
    await series.ok();
    await expect(series.exceptions()).toHaveCount(0);

    const created = page.waitForResponse((r) => r.url().includes('/Visit/CreatePatientVisit'));
    await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
    const reply = (await (await created).json()) as { result: { seriesVisitIds: number[] } };
    expect(reply.result.seriesVisitIds).toHaveLength(2);
    await expect(visits.notice('Zapisono')).toBeVisible();
    const saved = visits.editor(PATIENT);
    await expect(saved.getByText('Wizyta cykliczna', { exact: true }).first()).toBeVisible();
    await visits.closeEditor(saved);

    // The first visit on its day, the moved one on the day and hour picked.
    await expect(visits.event(CLIENT)).toHaveCount(1);
    const [movedDate, movedHour] = moved.split(', godz. ') as [string, string];
    const [d, m, y] = movedDate.split('-').map(Number);
    await visits.goToDay(new Date(y!, m! - 1, d!));
    await expect(visits.event(CLIENT)).toHaveCount(1);
    await expect(visits.event(CLIENT)).toHaveAttribute('title', new RegExp(`${movedHour}–`));
    await snapshot(page, 'recurring-visit-moved-on-calendar');
    await visits.goToDay(off);
    await expect(visits.event(CLIENT)).toHaveCount(0);
  } finally {
    if (dayOffId !== null) await api.removeDayOff(dayOffId);
    await api.allowRegularVisits(false);
  }
});
