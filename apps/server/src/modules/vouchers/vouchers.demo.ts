import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  PaymentType,
  VisitStatus,
  VoucherType,
  type PermissionName,
} from '@wizytownik/domain';
import type { VoucherKind } from '@wizytownik/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { recentClosedVisits } from '../payments/payments.demo.ts';
import { addPayment } from '../payments/payments.service.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { visits } from '../visits/visits.tables.ts';
import { addKind, sellVoucher } from './vouchers.service.ts';

/** The kinds the demo clinic sells (name, type, quantity in its unit, price in grosze, validity days). */
export const DEMO_VOUCHER_KINDS = [
  { nazwa: 'Pakiet 5 wizyt', typ: VoucherType.Visits, ilosc: 5, cena: 450_00, waznosc_dni: 180 },
  { nazwa: 'Pakiet 10 wizyt', typ: VoucherType.Visits, ilosc: 10, cena: 850_00, waznosc_dni: 365 },
  { nazwa: 'Konsultacja', typ: VoucherType.Visits, ilosc: 1, cena: 150_00, waznosc_dni: 90 },
  { nazwa: 'Karnet 300 minut', typ: VoucherType.Minutes, ilosc: 300, cena: 500_00, waznosc_dni: 180 },
  { nazwa: 'Bon podarunkowy 200 zł', typ: VoucherType.Amount, ilosc: 200_00, cena: 200_00, waznosc_dni: 365 },
  {
    nazwa: 'Bon podarunkowy 500 zł',
    typ: VoucherType.Amount,
    ilosc: 500_00,
    cena: 500_00,
    waznosc_dni: null,
  },
] as const;

type KindName = (typeof DEMO_VOUCHER_KINDS)[number]['nazwa'];

/** Kinds sold to the patients of unpaid closed visits, each then paying that visit (in this order). */
const USED_KINDS: readonly KindName[] = [
  'Pakiet 5 wizyt',
  'Bon podarunkowy 500 zł',
  'Karnet 300 minut',
  'Konsultacja',
];
/** What a visit without a price is paid, in grosze (as the payments step). */
const DEFAULT_AMOUNT = 150_00;
const MINUTE = 60_000;
const RECEPTION_PERMISSIONS = new Set<PermissionName>(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);

/**
 * After the payments: the clinic's voucher kinds, and vouchers sold by the reception through the
 * vouchers service. The patients of four closed visits the payments step left unpaid bought a visits
 * pack, a gift amount voucher, a minutes pass and a one-visit consultation weeks before, and paid the
 * visit with it (the consultation is used up); patients of coming visits hold unused ones (a pack
 * shared by two patients, a gift voucher), and one voucher sold a year ago has expired. The same on
 * every start.
 */
export async function seedDemoVouchers(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const today = clinicDateTime(now).date;
  const userId = await demoUserId(db, tenantId, DEMO_RECEPTION.userName);
  const caller = { tenantId, userId };
  const at = (instant: Date): { db: Db; clock: Clock } => ({ db: db as Db, clock: { now: () => instant } });
  const kinds = new Map<string, VoucherKind>();
  for (const kind of DEMO_VOUCHER_KINDS) kinds.set(kind.nazwa, await addKind(db as Db, caller, kind));

  let sold = 0;
  const sell = (name: KindName, saleDate: string, clientIds: number[]) => {
    const kind = kinds.get(name)!;
    sold += 1;
    return sellVoucher(at(now), caller, {
      rodzajId: kind.id,
      numer: `V/${saleDate.slice(0, 4)}/${String(sold).padStart(4, '0')}`,
      kwota: kind.cena,
      data_sprzedazy: saleDate,
      kiedy_wygasa: kind.waznosc_dni === null ? null : addDays(saleDate, kind.waznosc_dni),
      sprzedawcaId: userId,
      klienci: clientIds,
    });
  };

  // The closed visits of the past two weeks nobody paid, one per patient.
  const closed = await recentClosedVisits(db, tenantId, now);
  const paidWith = new Set<number>();
  for (const v of closed) {
    const name = USED_KINDS[paidWith.size];
    if (name === undefined) break;
    if (paidWith.has(v.clientId)) continue;
    const details = await getVisitDetails(db, tenantId, v.id);
    if (details.payments.length > 0) continue;
    const visitDay = clinicDateTime(v.endTime).date;
    const voucher = await sell(name, addDays(visitDay, -21), [v.clientId]);
    const due = details.dueAmount || DEFAULT_AMOUNT;
    const amount = voucher.typ === VoucherType.Amount ? Math.min(due, voucher.dostepna_kwota ?? 0) : due;
    await addPayment(
      at(new Date(Math.min(now.getTime(), v.endTime.getTime() + 5 * MINUTE))),
      {
        ...caller,
        permissions: RECEPTION_PERMISSIONS,
      },
      {
        visitId: v.id,
        paymentType: PaymentType.Voucher,
        paymentAmount: amount,
        voucherId: voucher.id,
        idempotencyKey: randomUUID(),
      },
    );
    paidWith.add(v.clientId);
  }

  // Patients of coming visits hold unused vouchers to pay them with.
  const coming = await db
    .select({ clientId: visits.clientId })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        ne(visits.status, VisitStatus.Cancelled),
        gte(visits.startTime, now),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
  const holders = [...new Set(coming.map((v) => v.clientId))].filter((id) => !paidWith.has(id));
  const [first, second, third, fourth] = holders;
  if (first !== undefined) await sell('Pakiet 5 wizyt', addDays(today, -7), [first]);
  if (second !== undefined && third !== undefined) {
    await sell('Pakiet 10 wizyt', addDays(today, -30), [second, third]);
  }
  if (fourth !== undefined) await sell('Bon podarunkowy 200 zł', addDays(today, -3), [fourth]);
  // Sold over a year ago and never used: past its last day.
  if (first !== undefined) await sell('Bon podarunkowy 200 zł', addDays(today, -400), [first]);
}
