import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/session.ts';
import { VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

test('a reload keeps the calendar on its week and therapist, and Back retraces the moves', async ({
  page,
}) => {
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  // Every therapist's week, each in their own colour: the text must read on all of them.
  await expect(page.locator('.rbc-event').first()).toBeVisible();
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
