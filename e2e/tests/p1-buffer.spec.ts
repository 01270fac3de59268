import { expect, test } from '@playwright/test';
import { P1BufferApi, P1BufferPage, PHYSIOTHERAPIST_P1 } from '../pages/p1-buffer-page.ts';
import { logInAsAdmin } from '../pages/session.ts';
import { VisitCoursePage } from '../pages/visit-course-page.ts';
import { isoDate } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

/*
 * Issue 19's P1 buffer in Chromium: a visit of a therapist with no profession nor PWZ is closed, P1
 * (its simulator) refuses the medical event, and /p1bufor shows the error with P1's reasons; the
 * administrator gives the therapist the missing data and sends it again from the row, which turns
 * sent, and the visits calendar marks the visit so. The therapist and the patient are this run's own.
 */

/** Letters of this run (names take no digits). */
const RUN = Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('');

test('a medical event refused for the therapist’s missing P1 data is sent again once they are given', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const therapist = { name: 'Oskar', surname: `Bezpwz${RUN}` };
  const patient = { name: 'Witold', surname: `Buforowy${RUN}` };
  const api = await P1BufferApi.as(request);
  const { userId, therapistId } = await api.addTherapist(therapist.name, therapist.surname);
  const clientId = await api.addPatientWithPesel(patient.name, patient.surname, Date.now() % 1000);
  const visit = await api.bookFirstFreeSlot(therapistId, clientId, isoDate(new Date()));
  // A course P1 accepts: the therapist's data are all the visit lacks.
  await api.writeCourse(visit.id, '<p>Ćwiczenia czynne wolne kończyny dolnej.</p>', '93.1202', 'M17.1');
  await api.closeVisit(visit.id);

  await logInAsAdmin(page);
  const buffer = new P1BufferPage(page);
  await buffer.open();
  const row = buffer.row(`${patient.surname} ${patient.name}`);
  // The list asks again while the document waits for its send.
  await expect(row).toContainText('Błąd');
  const who = `${therapist.name} ${therapist.surname}`;
  await expect(row).toContainText(`Terapeuta ${who} nie ma wybranej grupy zawodowej (P1).`);
  await expect(row).toContainText(`Terapeuta ${who} nie ma numeru PWZ.`);
  await snapshot(page, 'p1-buffer');

  await api.saveTherapist(userId, PHYSIOTHERAPIST_P1);
  await buffer.retry(row);
  await expect(row).toContainText('Wysłany');
  await expect(row).not.toContainText('PWZ');

  const course = new VisitCoursePage(page);
  await course.openCalendarDay('/visits', new Date(visit.startTime));
  const event = course.calendar.event(patient.surname);
  await expect(event.getByRole('img', { name: 'P1: zdarzenie medyczne wysłane' })).toBeVisible();
  await snapshot(page, 'calendar-p1-icon');
});
