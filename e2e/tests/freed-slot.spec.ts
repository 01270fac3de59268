import { expect, test } from '@playwright/test';
import { FreedSlotApi, FreedSlotNotice } from '../pages/freed-slot-page.ts';
import { logInAs } from '../pages/session.ts';
import { clinicToday, dayAfter, displayDate, VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

/** A surname of this run only, in letters (patient names take no digits). */
const surname = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')}`;

/** "YYYY-MM-DD" of a local date. */
const isoDate = (d: Date) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

test('reception cancels a visit, the notice offers its time to the waiting VIP, and one click books it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const holder = { name: 'Odwołuje', surname: surname('Zwalnia') };
  const waiting = { name: 'Czeka', surname: surname('Rezerwowa') };
  const api = await FreedSlotApi.as(request);
  const therapistId = await api.therapistId('Anna', 'Nowak');
  // Past the demo month and the demo's dated reserves: only this test's VIP and the demo's
  // any-time reserve fit the freed time.
  const slot = await api.firstFreeSlot(therapistId, isoDate(dayAfter(clinicToday(), 35, true)));
  await api.bookSlot(slot, await api.addPatient(holder.name, holder.surname));
  const reserveId = await api.addReserve(slot, await api.addPatient(waiting.name, waiting.surname));

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await page.goto(`/visits?widok=day&data=${slot.date}&terapeuta=${therapistId}`);
  await expect(page.locator('.wz-calendar')).toBeVisible();
  await visits.settled();
  await visits.event(new RegExp(holder.surname)).dblclick();
  const editor = visits.editor(`${holder.surname} ${holder.name}`);
  await editor.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
  const reason = page.getByRole('dialog', { name: 'Powód odwołania wizyty' });
  await reason.getByRole('radio', { name: 'Nieobecność usprawiedliwiona' }).check();
  await reason.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  await expect(visits.cancelledNotice()).toBeVisible();
  await visits.closeEditor(editor);

  const notice = new FreedSlotNotice(page);
  await expect(notice.box()).toContainText(
    `Zwolniony termin: ${displayDate(new Date(`${slot.date}T12:00`))}`,
  );
  await expect(notice.box()).toContainText('Nowak');
  await expect(notice.box()).toContainText(`${waiting.surname} ${waiting.name} · VIP`);
  await expect(notice.box().getByRole('button', { name: /^Pokaż wszystkie/ })).toBeVisible();
  await snapshot(page, 'freed-slot-notice');

  await notice.book(`${waiting.surname} ${waiting.name}`);
  await expect(visits.notice(`Umówiono wizytę z rezerwy: ${waiting.surname} ${waiting.name}.`)).toBeVisible();
  await expect(notice.box()).toBeHidden();
  await expect(visits.event(new RegExp(waiting.surname))).toBeVisible();
  expect((await api.reserve(reserveId)).visitId).not.toBeNull();
  await snapshot(page, 'freed-slot-booked');
});
