import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  clinicDateTime,
  isExpiryChangeAllowed,
  isVoucherDeletable,
  isVoucherUsedUp,
  voucherLeft,
  voucherUse,
  DEFAULT_TEXTS,
  VoucherType,
} from '@wizytownik/domain';
import type {
  AddOverpaymentInput,
  ClientVoucher,
  ListVouchersInput,
  PayableVoucher,
  SellVoucherInput,
  UpdateClientVoucherInput,
  UpdateVoucherKindInput,
  VoucherKind,
  VoucherKindInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditAction } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { fromGrosze, toGrosze } from '../therapists/money.ts';
import { users } from '../users/users.tables.ts';
import { VoucherErrors } from './vouchers.errors.ts';
import { voucherClients, voucherKinds, voucherUses, vouchers } from './vouchers.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';

export interface VoucherDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Who changes vouchers: the tenant, and the user for the audit log. */
export type VoucherCaller = Pick<AuthContext, 'tenantId' | 'userId'>;

type KindRow = typeof voucherKinds.$inferSelect;
type VoucherRow = typeof vouchers.$inferSelect;

const KIND_ENTITY = 'voucher_kind';
const VOUCHER_ENTITY = 'voucher';

const audit = (
  db: DbOrTx,
  caller: VoucherCaller,
  entity: string,
  entityId: number,
  action: AuditAction,
  before?: unknown,
  after?: unknown,
) =>
  recordAudit(db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    entity,
    entityId,
    action,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  });

const today = (clock: Clock) => clinicDateTime(clock.now()).date;

// ---------------------------------------------------------------------------------------------------
// Kinds

const toKindDto = (row: KindRow): VoucherKind => ({
  id: row.id,
  nazwa: row.name,
  typ: row.type,
  ilosc: row.quantity,
  cena: toGrosze(row.price),
  waznosc_dni: row.validityDays,
});

const liveKind = (tenantId: number, id: number) =>
  and(eq(voucherKinds.tenantId, tenantId), eq(voucherKinds.id, id), isNull(voucherKinds.deletedAt));

export async function listKinds(db: DbOrTx, tenantId: number): Promise<VoucherKind[]> {
  const rows = await db
    .select()
    .from(voucherKinds)
    .where(and(eq(voucherKinds.tenantId, tenantId), isNull(voucherKinds.deletedAt)))
    .orderBy(asc(voucherKinds.name), asc(voucherKinds.id));
  return rows.map(toKindDto);
}

const kindValues = (input: z.output<typeof VoucherKindInput>) => ({
  name: input.nazwa,
  type: input.typ,
  quantity: input.ilosc,
  price: fromGrosze(input.cena),
  validityDays: input.waznosc_dni ?? null,
});

/** Adds a kind of voucher; audited. */
export function addKind(
  db: Db,
  caller: VoucherCaller,
  input: z.output<typeof VoucherKindInput>,
): Promise<VoucherKind> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(voucherKinds)
      .values({ tenantId: caller.tenantId, ...kindValues(input), createdBy: caller.userId })
      .returning();
    await audit(tx, caller, KIND_ENTITY, row!.id, 'create', undefined, toKindDto(row!));
    return toKindDto(row!);
  });
}

/** Changes a kind; vouchers sold before keep what they were sold with. Audited. */
export function updateKind(
  db: Db,
  caller: VoucherCaller,
  input: z.output<typeof UpdateVoucherKindInput>,
): Promise<VoucherKind> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(voucherKinds)
      .where(liveKind(caller.tenantId, input.id))
      .for('update');
    if (!before) throw VoucherErrors.unknownKind();
    const [row] = await tx
      .update(voucherKinds)
      .set(kindValues(input))
      .where(eq(voucherKinds.id, before.id))
      .returning();
    await audit(tx, caller, KIND_ENTITY, before.id, 'update', toKindDto(before), toKindDto(row!));
    return toKindDto(row!);
  });
}

/** Deletes a kind (its row stays, out of the list); vouchers sold of it stay. Audited. */
export async function deleteKind(db: Db, caller: VoucherCaller, clock: Clock, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(voucherKinds)
      .set({ deletedAt: clock.now() })
      .where(liveKind(caller.tenantId, id))
      .returning();
    if (!row) throw VoucherErrors.unknownKind();
    await audit(tx, caller, KIND_ENTITY, id, 'delete', toKindDto(row));
  });
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Sold vouchers

const liveVoucher = (tenantId: number, id: number) =>
  and(eq(vouchers.tenantId, tenantId), eq(vouchers.id, id), isNull(vouchers.deletedAt))!;

/** Used and available of the voucher's own unit; the other two pairs null. */
function usage(row: Pick<VoucherRow, 'type' | 'total' | 'used'>) {
  const pair = (type: number) =>
    row.type === type ? { used: row.used, left: voucherLeft(row) } : { used: null, left: null };
  const visits = pair(VoucherType.Visits);
  const minutes = pair(VoucherType.Minutes);
  const amount = pair(VoucherType.Amount);
  return {
    wykorzystana_ilosc: visits.used,
    dostepna_ilosc: visits.left,
    wykorzystane_minuty: minutes.used,
    dostepne_minuty: minutes.left,
    wykorzystana_kwota: amount.used,
    dostepna_kwota: amount.left,
  };
}

const sellerName = sql<string | null>`${users.name} || ' ' || ${users.surname}`;

/** The wire rows of `rows`, each with its patients, in the order given. */
async function toVoucherDtos(
  db: DbOrTx,
  rows: readonly (VoucherRow & { seller: string | null })[],
): Promise<ClientVoucher[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      voucherId: voucherClients.voucherId,
      id: clients.id,
      name: clients.name,
      surname: clients.surname,
    })
    .from(voucherClients)
    .innerJoin(clients, eq(clients.id, voucherClients.clientId))
    .where(
      inArray(
        voucherClients.voucherId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(clients.surname), asc(clients.name), asc(clients.id));
  return rows.map((row) => ({
    id: row.id,
    nazwa: row.name,
    typ: row.type,
    numer: row.number,
    kwota: toGrosze(row.price),
    data_sprzedazy: row.saleDate,
    kiedy_wygasa: row.expiresOn,
    ...usage(row),
    sprzedawca: row.seller,
    zuzyty: isVoucherUsedUp(row),
    clients: links
      .filter((l) => l.voucherId === row.id)
      .map(({ id, name, surname }) => ({ id, name, surname })),
  }));
}

function selectVouchers(db: DbOrTx, where: SQL) {
  return db
    .select({ ...tableColumns(), seller: sellerName })
    .from(vouchers)
    .leftJoin(users, eq(users.id, vouchers.sellerId))
    .where(where);
}

function tableColumns() {
  return {
    id: vouchers.id,
    tenantId: vouchers.tenantId,
    kindId: vouchers.kindId,
    name: vouchers.name,
    type: vouchers.type,
    number: vouchers.number,
    price: vouchers.price,
    saleDate: vouchers.saleDate,
    expiresOn: vouchers.expiresOn,
    sellerId: vouchers.sellerId,
    paymentType: vouchers.paymentType,
    total: vouchers.total,
    used: vouchers.used,
    createdAt: vouchers.createdAt,
    createdBy: vouchers.createdBy,
    deletedAt: vouchers.deletedAt,
    deletedBy: vouchers.deletedBy,
  };
}

async function oneVoucher(db: DbOrTx, tenantId: number, id: number): Promise<ClientVoucher> {
  const [dto] = await toVoucherDtos(db, await selectVouchers(db, liveVoucher(tenantId, id)));
  if (!dto) throw VoucherErrors.unknownVoucher();
  return dto;
}

/** The (not deleted) patients of the tenant among `ids`, each once; refused when any is not one. */
async function requireClients(db: DbOrTx, tenantId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), inArray(clients.id, unique), isNull(clients.deletedAt)));
  if (found.length !== unique.length) throw VoucherErrors.unknownClient();
  return unique;
}

async function requireNumberFree(db: DbOrTx, tenantId: number, number: string) {
  const [taken] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.tenantId, tenantId), eq(vouchers.number, number), isNull(vouchers.deletedAt)));
  if (taken) throw VoucherErrors.numberTaken();
}

/** What the audit log keeps of a voucher. */
const audited = (dto: ClientVoucher) => ({ ...dto, clients: dto.clients.map((c) => c.id) });

/**
 * Sells a voucher of a kind to one or more patients (spec 000 §7.2 SprzedajVoucher): the kind's name,
 * type and quantity go onto it with the number, price, sale date, expiry (empty: indefinite, not
 * before the sale) and seller (the caller when left out). Audited.
 */
export function sellVoucher(
  { db }: VoucherDeps,
  caller: VoucherCaller,
  input: z.output<typeof SellVoucherInput>,
): Promise<ClientVoucher> {
  return db.transaction(async (tx) => {
    const [kind] = await tx.select().from(voucherKinds).where(liveKind(caller.tenantId, input.rodzajId));
    if (!kind) throw VoucherErrors.unknownKind();
    const expiresOn = input.kiedy_wygasa || null;
    if (expiresOn !== null && expiresOn < input.data_sprzedazy) throw VoucherErrors.expiryBeforeSale();
    const sellerId = input.sprzedawcaId ?? caller.userId;
    const [seller] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sellerId), eq(users.tenantId, caller.tenantId)));
    if (!seller) throw VoucherErrors.unknownSeller();
    const clientIds = await requireClients(tx, caller.tenantId, input.klienci);
    await requireNumberFree(tx, caller.tenantId, input.numer);
    const [row] = await tx
      .insert(vouchers)
      .values({
        tenantId: caller.tenantId,
        kindId: kind.id,
        name: kind.name,
        type: kind.type,
        number: input.numer,
        price: fromGrosze(input.kwota),
        saleDate: input.data_sprzedazy,
        expiresOn,
        sellerId,
        total: kind.quantity,
        createdBy: caller.userId,
      })
      .returning();
    await tx
      .insert(voucherClients)
      .values(clientIds.map((clientId) => ({ voucherId: row!.id, clientId, tenantId: caller.tenantId })));
    const dto = await oneVoucher(tx, caller.tenantId, row!.id);
    await audit(tx, caller, VOUCHER_ENTITY, row!.id, 'create', undefined, audited(dto));
    return dto;
  });
}

/**
 * A patient's overpayment (spec 001 §7 add overpayment, nadpłata): the money, paid by cash, card,
 * transfer or other, becomes an amount voucher (type 2) of the patient worth it, sold today by the
 * caller, indefinite, numbered NADPŁATA/<id>, and pays later visits as any amount voucher. Audited.
 */
export function addOverpayment(
  { db, clock }: VoucherDeps,
  caller: VoucherCaller,
  input: z.output<typeof AddOverpaymentInput>,
): Promise<ClientVoucher> {
  return db.transaction(async (tx) => {
    await requirePatientRow(tx, caller.tenantId, input.client_id, true);
    const [row] = await tx
      .insert(vouchers)
      .values({
        tenantId: caller.tenantId,
        name: DEFAULT_TEXTS['vouchers.overpaymentName'],
        type: VoucherType.Amount,
        // Numbered by its own id once it has one, below.
        number: `NADPŁATA/${randomUUID()}`,
        price: fromGrosze(input.kwota),
        saleDate: today(clock),
        expiresOn: null,
        sellerId: caller.userId,
        paymentType: input.payment_type,
        total: input.kwota,
        createdBy: caller.userId,
      })
      .returning({ id: vouchers.id });
    await tx
      .update(vouchers)
      .set({ number: `NADPŁATA/${row!.id}` })
      .where(eq(vouchers.id, row!.id));
    await tx
      .insert(voucherClients)
      .values({ voucherId: row!.id, clientId: input.client_id, tenantId: caller.tenantId });
    const dto = await oneVoucher(tx, caller.tenantId, row!.id);
    await audit(tx, caller, VOUCHER_ENTITY, row!.id, 'create', undefined, {
      ...audited(dto),
      payment_type: input.payment_type,
    });
    return dto;
  });
}

const ofClient = (clientId: number) =>
  sql`exists (select 1 from ${voucherClients} where ${voucherClients.voucherId} = ${vouchers.id} and ${voucherClients.clientId} = ${clientId})`;

const notUsedUp = sql`${vouchers.used} < ${vouchers.total}`;

/** `/vouchery` (spec 000 §7.2 GetVoucheryKlientaLista): sold vouchers, newest sale first, filtered, paged. */
export async function listVouchers(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof ListVouchersInput>,
): Promise<{ items: ClientVoucher[]; totalCount: number }> {
  const filters: (SQL | undefined)[] = [eq(vouchers.tenantId, tenantId), isNull(vouchers.deletedAt)];
  if (input.Filter) {
    const like = `%${escapeLike(input.Filter)}%`;
    filters.push(
      or(
        ilike(vouchers.number, like),
        ilike(vouchers.name, like),
        sql`exists (select 1 from ${voucherClients} join ${clients} on ${clients.id} = ${voucherClients.clientId}
              where ${voucherClients.voucherId} = ${vouchers.id} and ${ilike(clients.surname, like)})`,
      ),
    );
  }
  if (input.Typ !== undefined) filters.push(eq(vouchers.type, input.Typ));
  if (input.DataOd) filters.push(gte(vouchers.saleDate, input.DataOd));
  if (input.DataDo) filters.push(lte(vouchers.saleDate, input.DataDo));
  if (input.ClientId !== undefined) filters.push(ofClient(input.ClientId));
  if (!input.ShowZuzyte) filters.push(notUsedUp);
  const where = and(...filters)!;
  const rows = await selectVouchers(db, where)
    .orderBy(desc(vouchers.saleDate), desc(vouchers.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db.select({ n: count() }).from(vouchers).where(where);
  return { items: await toVoucherDtos(db, rows), totalCount: total?.n ?? 0 };
}

/** The patient editor's 'Vouchery' tab (spec 001 §7): the patient's vouchers, used ones only when asked. */
export async function clientVouchersTab(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
  showUsed: boolean,
): Promise<ClientVoucher[]> {
  await requirePatientRow(db, tenantId, clientId);
  const where = and(
    eq(vouchers.tenantId, tenantId),
    isNull(vouchers.deletedAt),
    ofClient(clientId),
    showUsed ? undefined : notUsedUp,
  )!;
  return toVoucherDtos(
    db,
    await selectVouchers(db, where).orderBy(desc(vouchers.saleDate), desc(vouchers.id)),
  );
}

/**
 * The visit's voucher block (spec 000 §7.2 GetClientVouchers): the patient's vouchers a visit may be
 * paid with today: not used up, not past their last day.
 */
export async function payableVouchers(
  { db, clock }: VoucherDeps,
  tenantId: number,
  clientId: number,
): Promise<PayableVoucher[]> {
  await requirePatientRow(db, tenantId, clientId);
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.tenantId, tenantId),
        isNull(vouchers.deletedAt),
        ofClient(clientId),
        notUsedUp,
        or(isNull(vouchers.expiresOn), gte(vouchers.expiresOn, today(clock))),
      ),
    )
    .orderBy(asc(vouchers.expiresOn), asc(vouchers.id));
  return rows.map((row) => {
    const of = (type: number, value: number) => (row.type === type ? value : 0);
    return {
      id: row.id,
      nazwa: row.name,
      typ: row.type,
      nazwa_numer: `${row.name} ${row.number}`,
      kiedy_wygasa: row.expiresOn,
      ilosc_wizyt: of(VoucherType.Visits, row.total),
      czas_minuty: of(VoucherType.Minutes, row.total),
      kwota_do_wykorzystania: of(VoucherType.Amount, row.total),
      wykorzystana_ilosc: of(VoucherType.Visits, row.used),
      wykorzystane_minuty: of(VoucherType.Minutes, row.used),
      wykorzystana_kwota: of(VoucherType.Amount, row.used),
    };
  });
}

async function lockVoucher(tx: Tx, tenantId: number, id: number): Promise<VoucherRow> {
  const [row] = await tx.select().from(vouchers).where(liveVoucher(tenantId, id)).for('update');
  if (!row) throw VoucherErrors.unknownVoucher();
  return row;
}

/**
 * Changes a sold voucher's expiry and patients (spec 001 §7 update voucher): at least one patient
 * ('Nie wybrano klientów.'), the expiry not earlier than the current one (an indefinite one may gain
 * a date). Audited with the voucher before and after.
 */
export function updateVoucher(
  { db }: VoucherDeps,
  caller: VoucherCaller,
  input: z.output<typeof UpdateClientVoucherInput>,
): Promise<ClientVoucher> {
  return db.transaction(async (tx) => {
    const row = await lockVoucher(tx, caller.tenantId, input.id);
    const before = await oneVoucher(tx, caller.tenantId, row.id);
    const expiresOn = input.data_wygasniecia || null;
    if (!isExpiryChangeAllowed(row.expiresOn, expiresOn)) throw VoucherErrors.expiryEarlier();
    if (expiresOn !== null && expiresOn < row.saleDate) throw VoucherErrors.expiryBeforeSale();
    const clientIds = await requireClients(tx, caller.tenantId, input.klienci);
    await tx.update(vouchers).set({ expiresOn }).where(eq(vouchers.id, row.id));
    await tx.delete(voucherClients).where(eq(voucherClients.voucherId, row.id));
    await tx
      .insert(voucherClients)
      .values(clientIds.map((clientId) => ({ voucherId: row.id, clientId, tenantId: caller.tenantId })));
    const after = await oneVoucher(tx, caller.tenantId, row.id);
    await audit(tx, caller, VOUCHER_ENTITY, row.id, 'update', audited(before), audited(after));
    return after;
  });
}

/**
 * Deletes a sold voucher (spec 001 §7): refused once any of it paid a visit ('Nie można usunąć
 * vouchera który został wykorzystany już do opłacania wizyty.'). Its row stays, marked deleted. Audited.
 */
export async function deleteVoucher(
  { db, clock }: VoucherDeps,
  caller: VoucherCaller,
  id: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await lockVoucher(tx, caller.tenantId, id);
    if (!isVoucherDeletable(row)) throw VoucherErrors.usedNotDeletable();
    const before = await oneVoucher(tx, caller.tenantId, row.id);
    await tx
      .update(vouchers)
      .set({ deletedAt: clock.now(), deletedBy: caller.userId })
      .where(eq(vouchers.id, row.id));
    await audit(tx, caller, VOUCHER_ENTITY, row.id, 'delete', audited(before));
  });
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Paying a visit with a voucher (called by the payments module inside its transaction)

export interface VoucherPayment {
  readonly voucherId: number;
  readonly paymentId: number;
  readonly visitId: number;
  /** The visit's patient: the voucher must be one of theirs. */
  readonly clientId: number;
  readonly visitMinutes: number;
  /** Grosze; what a type-2 voucher gives. */
  readonly amount: number;
}

/**
 * Takes a voucher payment's part of its voucher (domain voucherUse: one visit, the visit's minutes or
 * the amount), under the voucher's row lock: two payments of the last visit at once, one succeeds.
 * A voucher of another patient (or clinic, or deleted) is unknown. Audited. Answers the voucher (id,
 * name, type) as the visit's payments carry it.
 */
export async function useVoucher(
  tx: Tx,
  caller: VoucherCaller,
  clock: Clock,
  payment: VoucherPayment,
): Promise<{ id: number; nazwa: string; typ: number }> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(liveVoucher(caller.tenantId, payment.voucherId), ofClient(payment.clientId)))
    .for('update');
  if (!row) throw VoucherErrors.unknownPaymentVoucher();
  const result = voucherUse(row, { minutes: payment.visitMinutes, amount: payment.amount }, today(clock));
  if ('refusal' in result) throw VoucherErrors.use[result.refusal]();
  const [after] = await tx
    .update(vouchers)
    .set({ used: sql`${vouchers.used} + ${result.use}` })
    .where(eq(vouchers.id, row.id))
    .returning({ used: vouchers.used });
  await tx.insert(voucherUses).values({
    tenantId: caller.tenantId,
    voucherId: row.id,
    paymentId: payment.paymentId,
    visitId: payment.visitId,
    quantity: result.use,
  });
  await audit(
    tx,
    caller,
    VOUCHER_ENTITY,
    row.id,
    'update',
    { used: row.used },
    {
      used: after!.used,
      use: 'payment',
      paymentId: payment.paymentId,
      visitId: payment.visitId,
      quantity: result.use,
    },
  );
  return { id: row.id, nazwa: row.name, typ: row.type };
}

/** Gives a deleted voucher payment's part back to its voucher (none when the payment took none). Audited. */
export async function releaseVoucherUse(
  tx: Tx,
  caller: VoucherCaller,
  clock: Clock,
  paymentId: number,
): Promise<void> {
  const [use] = await tx
    .select()
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.tenantId, caller.tenantId),
        eq(voucherUses.paymentId, paymentId),
        isNull(voucherUses.releasedAt),
      ),
    );
  if (!use) return;
  // Locked as useVoucher locks it; a deleted voucher still gets its part back.
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, use.voucherId)).for('update');
  const [after] = await tx
    .update(vouchers)
    .set({ used: sql`${vouchers.used} - ${use.quantity}` })
    .where(eq(vouchers.id, use.voucherId))
    .returning({ used: vouchers.used });
  await tx.update(voucherUses).set({ releasedAt: clock.now() }).where(eq(voucherUses.id, use.id));
  await audit(
    tx,
    caller,
    VOUCHER_ENTITY,
    use.voucherId,
    'update',
    { used: row!.used },
    { used: after!.used, use: 'released', paymentId, visitId: use.visitId, quantity: use.quantity },
  );
}

/** The voucher types of a visit's live voucher payments (domain addPaymentRefusal's `voucherUsed`). */
export async function visitVoucherPayments(
  db: DbOrTx,
  tenantId: number,
  visitId: number,
): Promise<{ paymentId: number; voucherType: number }[]> {
  return db
    .select({ paymentId: voucherUses.paymentId, voucherType: vouchers.type })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .where(
      and(
        eq(voucherUses.tenantId, tenantId),
        eq(voucherUses.visitId, visitId),
        isNull(voucherUses.releasedAt),
      ),
    );
}

/** A voucher as a visit's payment names it (§3 Payment: id, nazwa, typ), deleted or not. */
export async function voucherRef(
  db: DbOrTx,
  tenantId: number,
  id: number,
): Promise<{ id: number; nazwa: string; typ: number } | null> {
  const [row] = await db
    .select({ id: vouchers.id, nazwa: vouchers.name, typ: vouchers.type })
    .from(vouchers)
    .where(and(eq(vouchers.tenantId, tenantId), eq(vouchers.id, id)));
  return row ?? null;
}
