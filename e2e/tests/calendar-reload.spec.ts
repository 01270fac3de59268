import { expect, test, type Page } from '@playwright/test';
import { pickerInput } from '../pages/pickers.ts';
import { logInAs } from '../pages/session.ts';
import { VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

/** Reception's calendar: the Week view of every therapist, drawn. */
async function receptionWeek(page: Page): Promise<VisitsPage> {
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  await expect(page.locator('.rbc-event').first()).toBeVisible();
  return visits;
}

test('a reload keeps the calendar on its week and therapist, and Back retraces the moves', async ({
  page,
}) => {
  const visits = await receptionWeek(page);
  // Every therapist's week, each in their own colour: the text must read on all of them.
  await snapshot(page, 'calendar-week-colours');

  const thisWeek = await visits.toolbarLabel().innerText();
  await visits.next();
  const nextWeek = await visits.toolbarLabel().innerText();
  expect(nextWeek).not.toBe(thisWeek);
  await visits.chooseTherapist('Anna Nowak');
  await expect(page).toHaveURL(/terapeuta=\d+/);
  await snapshot(page, 'calendar-week-one-therapist');

  await page.reload();
  await expect(page.locator('.wz-calendar')).toBeVisible();
  await visits.settled();
  await expect(visits.toolbarLabel()).toHaveText(nextWeek);
  await expect(visits.therapistField()).toHaveValue('Anna Nowak');
  await expect(page.getByRole('button', { name: 'Tydzień', exact: true })).toHaveClass(/rbc-active/);

  // Back: the next week of every therapist, then this week.
  await page.goBack();
  await expect(visits.therapistField()).toHaveValue('');
  await expect(visits.toolbarLabel()).toHaveText(nextWeek);
  await page.goBack();
  await expect(visits.toolbarLabel()).toHaveText(thisWeek);
});

test('the next week, drawn ahead of being shown, takes a click on a free slot: a new visit on its day', async ({
  page,
}) => {
  const visits = await receptionWeek(page);
  await visits.settled();
  // The neighbouring weeks are fetched (three weeks asked for) and drawn while the page is idle.
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((r) => r.name.includes('/Visit/ListVisits')).length >=
      3,
  );
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
  await visits.next();
  const label = await visits.toolbarLabel().innerText();
  // A working slot of the week's days whose middle no visit covers (the events' layer passes clicks on).
  const found = await page.locator('.rbc-time-content .rbc-day-slot').evaluateAll((columns) => {
    for (const [column, col] of columns.entries()) {
      for (const [slot, s] of Array.from(col.querySelectorAll('.rbc-time-slot')).entries()) {
        if (s.classList.contains('wz-slot-off')) continue;
        s.scrollIntoView({ block: 'center' });
        const r = s.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && col.contains(hit) && !hit.closest('.rbc-event')) return { column, slot };
      }
    }
    return null;
  });
  expect(found, `a free working slot in the week ${label}`).not.toBeNull();
  await visits.clickSlot(found!.column, found!.slot);
  const editor = visits.editor();
  await expect(editor).toBeVisible();
  // The week's first day, as the toolbar shows it ("dd-MM-yyyy – dd-MM-yyyy"), and the column's day.
  const [day, month, year] = label.split(' ')[0]!.split('-').map(Number);
  const date = new Date(year!, month! - 1, day! + found!.column);
  const shown = [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
  await expect(pickerInput(editor, /Data wizyty/)).toHaveValue(`${shown.join('-')}-${date.getFullYear()}`);
});
