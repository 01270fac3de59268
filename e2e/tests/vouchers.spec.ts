import { expect, test } from '@playwright/test';
import { PatientsPage } from '../pages/patients-page.ts';
import { PaymentsTab } from '../pages/payments-page.ts';
import { logInAs } from '../pages/session.ts';
import { clinicToday, dayAfter, VisitsPage } from '../pages/visits-page.ts';
import { bookPatientVisit, VoucherBlock, VouchersPage } from '../pages/vouchers-page.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Wanda';
const SURNAME = 'Voucherowa';
const PATIENT = `${SURNAME} ${NAME}`;
const KIND = 'Pakiet E2E';
const NUMBER = 'E2E/0001';

/** YYYY-MM-DD of a local date. */
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('reception sells a visits voucher, pays a visit with it, sees adding closed and the voucher on the patient', async ({
  page,
  request,
}) => {
  const day = dayAfter(clinicToday(), 47, true);
  await bookPatientVisit(request, { name: NAME, surname: SURNAME }, isoDay(day));
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');

  // A kind of 3 visits, sold on /vouchery to the new patient.
  const vouchers = new VouchersPage(page);
  await vouchers.open();
  await vouchers.showKinds();
  await vouchers.addKind({ name: KIND, type: 'Wizyty', quantity: '3', price: '270', days: '90' });
  const sale = await vouchers.sellKind(KIND);
  // The kind's price comes into the sale.
  await expect(sale.getByRole('textbox', { name: /^Cena/ })).toHaveValue('270,00');
  await vouchers.fillSale(sale, { number: NUMBER, patient: PATIENT });
  await snapshot(page, 'vouchers-sale');
  await vouchers.submitSale(sale);
  await vouchers.showSold();
  const sold = vouchers.soldRow(NUMBER);
  await expect(sold).toContainText(PATIENT);
  await expect(sold).toContainText('3 z 3 wizyt');
  await snapshot(page, 'vouchers');

  // The visit paid with it: one visit taken, and no more payments can be added.
  const visits = new VisitsPage(page);
  await visits.open();
  const results = await visits.search({ patient: PATIENT, from: day, to: day });
  await results.getByRole('button', { name: `Edytuj wizytę ${NAME} ${SURNAME}` }).click();
  const editor = visits.editor(PATIENT);
  const payments = new PaymentsTab(page, editor);
  await payments.open();
  const block = new VoucherBlock(page, editor);
  const voucherName = `${KIND} ${NUMBER}`;
  await expect(block.row(voucherName)).toContainText('3 z 3 wizyt');
  await block.region().scrollIntoViewIfNeeded();
  await snapshot(page, 'vouchers-visit-block-before');
  await block.pay(voucherName);
  await expect(payments.table().getByRole('row').filter({ hasText: 'Voucher' })).toBeVisible();
  await expect(payments.addForm()).toHaveCount(0);
  await expect(editor.getByText('Wizyta została opłacona voucherem.')).toBeVisible();
  await expect(payments.outstanding()).toHaveText(/: 0,00\szł$/);
  await expect(block.row(voucherName)).toContainText('2 z 3 wizyt');
  await expect(block.payButton(voucherName)).toHaveCount(0);
  await block.region().scrollIntoViewIfNeeded();
  await snapshot(page, 'vouchers-visit-block');
  await visits.closeEditor(editor);

  // The patient's 'Vouchery' tab lists it with what is left.
  const patients = new PatientsPage(page);
  await patients.open();
  await patients.search(SURNAME);
  const record = await patients.edit(`${NAME} ${SURNAME}`);
  await patients.tab(record, 'Vouchery');
  const tab = record.getByRole('table', { name: 'Vouchery' });
  await expect(tab.getByRole('row').filter({ hasText: NUMBER })).toContainText('2 z 3 wizyt');
  await snapshot(page, 'vouchers-patient-tab');
});
