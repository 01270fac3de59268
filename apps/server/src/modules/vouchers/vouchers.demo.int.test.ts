import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addPaymentRefusal, PaymentType, VoucherType } from '@wizytownik/domain';
import type { ClientVoucher } from '@wizytownik/contracts';
import { auditTrail } from '../../../test/audit.ts';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoCredit } from '../credit/credit.demo.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { seedDemoPayments } from '../payments/payments.demo.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { seedDemoRoomsAndDaysOff } from '../rooms/rooms.demo.ts';
import { seedDemoTherapistExceptions } from '../therapist-exceptions/therapist-exceptions.demo.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { seedDemoVisits } from '../visits/visits.demo.ts';
import { DEMO_VOUCHER_KINDS, seedDemoVouchers } from './vouchers.demo.ts';
import { listKinds, listVouchers } from './vouchers.service.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let tenantId: number;
let sold: ClientVoucher[];
let voucherPayments: (typeof visitPayments.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['Kredyty', 'Vouchery'] }));
  await seedDemoRoomsAndDaysOff(t.db, tenantId);
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  await seedDemoTherapistExceptions(t.db, tenantId, NOW);
  await seedDemoPatients(t.db, tenantId);
  await seedDemoCredit(t.db, tenantId);
  await seedDemoVisits(t.db, tenantId, NOW);
  await seedDemoPayments(t.db, tenantId, NOW);
  await seedDemoVouchers(t.db, tenantId, NOW);
  sold = (await listVouchers(t.db, tenantId, { ShowZuzyte: true, SkipCount: 0, MaxResultCount: 100 })).items;
  voucherPayments = await t.db
    .select()
    .from(visitPayments)
    .where(and(eq(visitPayments.tenantId, tenantId), isNotNull(visitPayments.voucherId)));
}, 120_000);
afterAll(() => t.close());

const byName = (name: string) => sold.filter((v) => v.nazwa === name);

it('gives the clinic its voucher kinds of every type', async () => {
  const kinds = await listKinds(t.db, tenantId);
  expect(kinds.map((k) => k.nazwa).sort()).toEqual(DEMO_VOUCHER_KINDS.map((k) => k.nazwa).sort());
  expect(new Set(kinds.map((k) => k.typ))).toEqual(
    new Set([VoucherType.Visits, VoucherType.Minutes, VoucherType.Amount]),
  );
});

it('pays four closed visits with vouchers of each type, taking one visit, the minutes or the amount', async () => {
  expect(voucherPayments).toHaveLength(4);
  for (const payment of voucherPayments) {
    expect(payment.type).toBe(PaymentType.Voucher);
    const voucher = sold.find((v) => v.id === payment.voucherId)!;
    const details = await getVisitDetails(t.db, tenantId, payment.visitId);
    // The voucher is the visit's patient's, sold before the visit.
    expect(voucher.clients.map((c) => c.id)).toEqual([details.clientId]);
    expect(voucher.data_sprzedazy < details.startTime.slice(0, 10)).toBe(true);
    const minutes = (Date.parse(details.endTime) - Date.parse(details.startTime)) / 60_000;
    const amount = Math.round(Number(payment.amount) * 100);
    if (voucher.typ === VoucherType.Visits) expect(voucher.wykorzystana_ilosc).toBe(1);
    if (voucher.typ === VoucherType.Minutes) expect(voucher.wykorzystane_minuty).toBe(minutes);
    if (voucher.typ === VoucherType.Amount) expect(voucher.wykorzystana_kwota).toBe(amount);
    // A visits or minutes voucher closes the visit to more payments.
    const refusal = addPaymentRefusal(
      details.status,
      details.payments.map((p) => ({ voucherType: p.voucher?.typ })),
    );
    expect(refusal).toBe(voucher.typ === VoucherType.Amount ? null : 'voucherUsed');
  }
  expect(new Set(voucherPayments.map((p) => sold.find((v) => v.id === p.voucherId)!.typ))).toEqual(
    new Set([VoucherType.Visits, VoucherType.Minutes, VoucherType.Amount]),
  );
  // The one-visit consultation is used up.
  expect(byName('Konsultacja').map((v) => v.zuzyty)).toEqual([true]);
});

it('leaves unused vouchers with patients of coming visits: one shared by two, one expired', () => {
  const unused = sold.filter((v) => !voucherPayments.some((p) => p.voucherId === v.id));
  expect(unused.length).toBeGreaterThanOrEqual(3);
  expect(unused.every((v) => !v.zuzyty && v.data_sprzedazy <= TODAY)).toBe(true);
  expect(byName('Pakiet 10 wizyt').map((v) => v.clients.length)).toEqual([2]);
  const expired = sold.filter((v) => v.kiedy_wygasa !== null && v.kiedy_wygasa < TODAY);
  expect(expired).toHaveLength(1);
  // Numbers are unique; the indefinite gift voucher has no last day.
  expect(new Set(sold.map((v) => v.numer)).size).toBe(sold.length);
  expect(byName('Bon podarunkowy 500 zł').every((v) => v.kiedy_wygasa === null)).toBe(true);
});

it('sells and uses every voucher through the services, so each is in the audit log', async () => {
  for (const voucher of sold) {
    const trail = await auditTrail(t.db, 'voucher', voucher.id);
    const used = voucherPayments.filter((p) => p.voucherId === voucher.id).length;
    expect(trail.map((a) => a.action)).toEqual(['create', ...Array<string>(used).fill('update')]);
  }
});
