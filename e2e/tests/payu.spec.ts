import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { PaymentsTab } from '../pages/payments-page.ts';
import {
  configurePayU,
  payOnSimulator,
  PayULinkBlock,
  PayUOverview,
  RefundDialog,
} from '../pages/payu-page.ts';
import { apiLogin, logInAs, logInAsAdmin } from '../pages/session.ts';
import { Shell } from '../pages/shell.ts';
import { demoTreatmentId } from '../pages/visit-treatment-page.ts';
import { clinicToday, dayAfter, VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Lena';
const SURNAME = 'Linkowa';
/** As the editor and the search name the patient; the calendar and /payu say "Name Surname". */
const PATIENT = `${SURNAME} ${NAME}`;
const LISTED = `${NAME} ${SURNAME}`;

/** "YYYY-MM-DD" of a local date. */
const dayText = (d: Date) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/**
 * A new patient's visit with the first demo therapist at 06:00 in the clinic on `day` (before any demo
 * visit), made through the API by the administrator; answers what is left to pay, in grosze.
 */
async function visitToPay(request: APIRequestContext, day: Date): Promise<number> {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const api = async <T>(response: Promise<{ ok(): boolean; json(): Promise<unknown> }>) => {
    const reply = await response;
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { result: T }).result;
  };
  const patient = await api<{ id: number }>(
    request.post('/api/services/app/Client/CreateQuick', { headers, data: { name: NAME, surname: SURNAME } }),
  );
  const { items } = await api<{ items: { therapistID: number }[] }>(
    request.get('/api/services/app/Therapist/GetAll', {
      headers,
      params: { page: 1, limit: 1, IsActive: true },
    }),
  );
  const start = new Date(`${dayText(day)}T05:00:00Z`);
  const visit = await api<{ id: number }>(
    request.post('/api/services/app/Visit/CreatePatientVisit', {
      headers,
      data: {
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
        therapistId: items[0]!.therapistID,
        clientId: patient.id,
        zabiegId: await demoTreatmentId(request, headers, 'Terapia manualna'),
        pomin_harmonogram: true,
      },
    }),
  );
  const details = await api<{ outstandingAmount: number }>(
    request.get('/api/services/app/Visit/GetPatientVisitDetails', { headers, params: { id: visit.id } }),
  );
  return details.outstandingAmount;
}

/** Grosze as the screens write them, without the currency: "150,00". */
const zl = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

test('a payment link paid on the simulator confirms the visit, marks the calendar and is refunded in part', async ({
  page,
  context,
  request,
}) => {
  await configurePayU(request);
  const day = dayAfter(clinicToday(), 9, true);
  const due = await visitToPay(request, day);
  expect(due).toBeGreaterThan(5_000);

  // The reception makes the link in the visit's 'Opłaty' tab.
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  const results = await visits.search({ patient: PATIENT, from: day, to: day });
  await results.getByRole('button', { name: `Edytuj wizytę ${LISTED}` }).click();
  let editor = visits.editor(PATIENT);
  await new PaymentsTab(page, editor).open();
  const block = new PayULinkBlock(editor);
  await expect(block.section()).toContainText('Wizyta nie ma jeszcze linku do płatności PayU.');
  const link = await block.createLink();
  await expect(block.status()).toHaveText('Status: Nowe');
  await expect(block.section()).toContainText(new RegExp(`Kwota: ${zl(due)}\\szł`));
  await block.section().scrollIntoViewIfNeeded();
  await snapshot(page, 'payu-link-block');

  // The patient pays on the pay page the link leads to.
  await payOnSimulator(context, link);

  // Back in the app: the visit is confirmed, paid by the link, and the calendar shows it.
  await visits.closeEditor(editor);
  await visits.open();
  await visits.view('Dzień');
  await visits.goToDay(day);
  const event = visits.event(LISTED);
  await expect(event.getByRole('img', { name: 'Opłacona linkiem płatniczym' })).toBeVisible();
  await expect(event.getByRole('img', { name: 'Potwierdzona' })).toBeVisible();
  await event.scrollIntoViewIfNeeded();
  await snapshot(page, 'payu-calendar-icon');
  await event.dblclick();
  editor = visits.editor(PATIENT);
  await expect(editor).toHaveAccessibleName(/— Potwierdzona$/);
  const payments = new PaymentsTab(page, editor);
  await payments.open();
  await expect(payments.outstanding()).toHaveText(/: 0,00\szł$/);
  await expect(payments.table().getByRole('row').filter({ hasText: 'PayU' })).toContainText(
    new RegExp(`${zl(due)}\\szł`),
  );
  await expect(block.status()).toHaveText('Status: Opłacone');
  // The reception may not refund.
  await expect(payments.table().getByRole('button', { name: /^Zwróć płatność/ })).toHaveCount(0);

  // The administrator refunds 50 zł from /payu: PENDING first, FINALIZED on PayU's notification.
  await visits.closeEditor(editor);
  await new Shell(page).logOut();
  await logInAsAdmin(page);
  const overview = new PayUOverview(page);
  await overview.open();
  await overview.search(SURNAME);
  await expect(overview.row(LISTED)).toContainText('Opłacone');
  await snapshot(page, 'payu-overview');
  let details = await overview.details(LISTED);
  await details.getByRole('button', { name: new RegExp(`^Zwróć płatność ${zl(due)}`) }).click();
  const refund = new RefundDialog(page);
  await expect(refund.amount()).toHaveValue(zl(due));
  await snapshot(page, 'payu-refund-dialog');
  await refund.refund('50,00', 'Wizyta skrócona o połowę');
  await expect(page.getByText('Zlecono zwrot: oczekuje na potwierdzenie PayU.')).toBeVisible();
  // PayU's notification finalizes it; the details show it once asked again.
  await expect(async () => {
    await overview.closeDetails(details);
    details = await overview.details(LISTED);
    await expect(details.getByRole('table', { name: 'Zwroty' })).toContainText('Zwrócony', {
      timeout: 1_000,
    });
  }).toPass();
  await expect(details.getByRole('table', { name: 'Zwroty' })).toContainText(/50,00\szł/);
  await expect(details).toContainText('Płatnośc PayU zwrócona');
  await details.getByRole('table', { name: 'Zwroty' }).scrollIntoViewIfNeeded();
  await snapshot(page, 'payu-details');
  await overview.closeDetails(details);
  await expect(overview.row(LISTED)).toContainText(/50,00\szł/);

  // The visit's payment says so too, and offers no second refund.
  await visits.open();
  const found = await visits.search({ patient: PATIENT, from: day, to: day });
  await found.getByRole('button', { name: `Edytuj wizytę ${LISTED}` }).click();
  editor = visits.editor(PATIENT);
  const refunded = new PaymentsTab(page, editor);
  await refunded.open();
  const paidByLink = refunded.table().getByRole('row').filter({ hasText: 'PayU' });
  await expect(paidByLink).toContainText('Płatnośc PayU zwrócona');
  await expect(paidByLink.getByRole('button', { name: /^Zwróć płatność/ })).toHaveCount(0);
});
