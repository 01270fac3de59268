import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { PaymentsTab } from '../pages/payments-page.ts';
import { apiLogin, logInAs } from '../pages/session.ts';
import { demoTreatmentId } from '../pages/visit-treatment-page.ts';
import { clinicToday, dayAfter, VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Paulina';
const SURNAME = 'Płatnicza';

/** YYYY-MM-DD of a local date. */
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * A visit of a new patient with a demo therapist, booked as the demo treatment 'Terapia manualna'
 * (180 zł) early on a day past the demo month through the API; returns what the server says is due, in
 * grosze.
 */
async function bookVisit(request: APIRequestContext, day: Date) {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const patient = await request.post('/api/services/app/Client/CreateQuick', {
    headers,
    data: { name: NAME, surname: SURNAME },
  });
  expect(patient.ok()).toBe(true);
  const clientId = ((await patient.json()) as { result: { id: number } }).result.id;
  const list = await request.get('/api/services/app/Therapist/GetAll', {
    headers,
    params: { page: 1, limit: 20, IsActive: true },
  });
  const therapists = ((await list.json()) as { result: { items: { therapistID: number }[] } }).result.items;
  const created = await request.post('/api/services/app/Visit/CreatePatientVisit', {
    headers,
    data: {
      // Before opening hours in winter and summer alike: no demo visit is there.
      startTime: new Date(`${isoDay(day)}T05:00:00Z`).toISOString(),
      endTime: new Date(`${isoDay(day)}T05:30:00Z`).toISOString(),
      therapistId: therapists[0]!.therapistID,
      clientId,
      zabiegId: await demoTreatmentId(request, headers, 'Terapia manualna'),
      pomin_harmonogram: true,
    },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { result: { id: number } }).result.id;
  const details = await request.get('/api/services/app/Visit/GetPatientVisitDetails', {
    headers,
    params: { id },
  });
  return ((await details.json()) as { result: { outstandingAmount: number } }).result.outstandingAmount;
}

test('reception takes a cash and a card payment and the outstanding amount falls to 0', async ({
  page,
  request,
}) => {
  const day = dayAfter(clinicToday(), 40, true);
  const due = await bookVisit(request, day);
  expect(due).toBeGreaterThan(10_000);

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  const results = await visits.search({ patient: `${SURNAME} ${NAME}`, from: day, to: day });
  await results.getByRole('button', { name: `Edytuj wizytę ${NAME} ${SURNAME}` }).click();
  const editor = visits.editor(`${SURNAME} ${NAME}`);
  await expect(editor).toBeVisible();

  const payments = new PaymentsTab(page, editor);
  await payments.open();
  const zl = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
  await expect(payments.outstanding()).toHaveText(new RegExp(`: ${zl(due)}\\szł$`));
  await expect(payments.amount()).toHaveValue(zl(due));

  // 100 zł in cash, then the rest by card (the form offers what is left).
  await payments.add('Gotówka', '100,00');
  await expect(payments.outstanding()).toHaveText(new RegExp(`: ${zl(due - 10_000)}\\szł$`));
  await expect(payments.amount()).toHaveValue(zl(due - 10_000));
  await payments.add('Karta');
  await expect(payments.outstanding()).toHaveText(/: 0,00\szł$/);
  await expect(payments.table().getByRole('row').filter({ hasText: 'Gotówka' })).toContainText(/100,00\szł/);
  await expect(payments.table().getByRole('row').filter({ hasText: 'Karta' })).toContainText(
    new RegExp(`${zl(due - 10_000)}\\szł`),
  );
  await snapshot(page, 'visit-payments');

  // A transfer alone is dated by hand.
  await expect(payments.date()).toHaveCount(0);
  await payments.chooseType('Przelew');
  await expect(payments.date()).toBeVisible();
  await snapshot(page, 'visit-payments-transfer');
});
