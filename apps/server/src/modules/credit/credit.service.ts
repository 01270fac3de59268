import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AddCreditPaymentInput,
  CreditEntryDto,
  GetCreditPaymentsInput,
  GetCreditPaymentsOutput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { fromGrosze, toGrosze } from '../therapists/money.ts';
import { users } from '../users/users.tables.ts';
import { CreditErrors } from './credit.errors.ts';
import { creditEntries } from './credit.tables.ts';

/** Who changes the account: the tenant, and the user for the audit log. */
type Actor = Pick<AuthContext, 'tenantId' | 'userId'>;

const AUDIT_ENTITY = 'credit_entry';

/** Payments count for the patient, charges against. */
const signedAmount = sql<string>`case when ${creditEntries.kind} = 'payment' then ${creditEntries.amount} else -${creditEntries.amount} end`;

/** The live (not deleted) entries of one patient of the tenant. */
const liveEntriesOf = (tenantId: number, clientId: number): SQL =>
  and(
    eq(creditEntries.tenantId, tenantId),
    eq(creditEntries.clientId, clientId),
    isNull(creditEntries.deletedAt),
  )!;

const entryColumns = {
  id: creditEntries.id,
  kind: creditEntries.kind,
  paymentType: creditEntries.paymentType,
  amount: signedAmount,
  createdAt: creditEntries.createdAt,
  creatorName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
};
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/**
 * The wire row. Visit start, length and therapist belong to charges, which the visits module adds
 * together with its table; until then every entry is a payment and these stay empty.
 */
function toDto(row: EntryRow): CreditEntryDto {
  const payment = row.kind === 'payment';
  return {
    id: row.id,
    typ: row.paymentType,
    wartosc: toGrosze(row.amount),
    start_wizyty: null,
    data_wplaty: payment ? row.createdAt.toISOString() : null,
    dlugosc_wizyty: null,
    terapeuta: payment ? row.creatorName : null,
  };
}

function selectEntries(db: DbOrTx, where: SQL) {
  return db
    .select(entryColumns)
    .from(creditEntries)
    .leftJoin(users, eq(users.id, creditEntries.creatorUserId))
    .where(where)
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

/** Payments minus charges of the live entries, in grosze. */
export async function creditBalance(db: DbOrTx, tenantId: number, clientId: number): Promise<number> {
  const [row] = await db
    .select({ saldo: sql<string>`coalesce(sum(${signedAmount}), 0)` })
    .from(creditEntries)
    .where(liveEntriesOf(tenantId, clientId));
  return toGrosze(row?.saldo ?? '0');
}

/** One page of the account, newest first, with the whole account's balance. */
export async function listCreditEntries(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetCreditPaymentsInput>,
): Promise<GetCreditPaymentsOutput> {
  await requirePatientRow(db, tenantId, input.ClientId);
  const where = liveEntriesOf(tenantId, input.ClientId);
  const rows = await selectEntries(db, where).limit(input.MaxResultCount).offset(input.SkipCount);
  const [total] = await db.select({ n: count() }).from(creditEntries).where(where);
  return {
    data: { items: rows.map(toDto), totalCount: total?.n ?? 0 },
    saldo: await creditBalance(db, tenantId, input.ClientId),
  };
}

/** Every live entry of the account, newest first (the export). */
export async function allCreditEntries(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
): Promise<CreditEntryDto[]> {
  await requirePatientRow(db, tenantId, clientId);
  return (await selectEntries(db, liveEntriesOf(tenantId, clientId))).map(toDto);
}

/** Records a payment into the account of a (not deleted) patient of the tenant; audited. */
export function addCreditPayment(
  db: DbOrTx,
  actor: Actor,
  input: z.output<typeof AddCreditPaymentInput>,
): Promise<CreditEntryDto> {
  return db.transaction(async (tx) => {
    // Locked, so that the patient cannot be deleted while the payment is being recorded.
    await requirePatientRow(tx, actor.tenantId, input.clientID, true);
    const [row] = await tx
      .insert(creditEntries)
      .values({
        tenantId: actor.tenantId,
        clientId: input.clientID,
        kind: 'payment',
        paymentType: input.paymentType,
        amount: fromGrosze(input.payAmount),
        creatorUserId: actor.userId,
      })
      .returning({ id: creditEntries.id });
    const [entry] = await selectEntries(tx, eq(creditEntries.id, row!.id));
    const dto = toDto(entry!);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: AUDIT_ENTITY,
      entityId: dto.id,
      action: 'create',
      after: { clientId: input.clientID, ...dto },
    });
    return dto;
  });
}

/**
 * Marks a payment deleted, saying who and when; the row stays for the audit trail. Charges are not
 * payments and cannot be deleted here.
 */
export async function deleteCreditPayment(db: DbOrTx, actor: Actor, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    if (!(await deleteEntry(tx, actor, id, 'payment'))) throw CreditErrors.unknownPayment();
  });
  return null;
}

/** Marks a live entry of the kind deleted, saying who and when, and audits it; false when none is. */
async function deleteEntry(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  kind: 'payment' | 'charge',
): Promise<boolean> {
  const [deleted] = await tx
    .update(creditEntries)
    .set({ deletedAt: sql`now()`, deleterUserId: actor.userId })
    .where(
      and(
        eq(creditEntries.tenantId, actor.tenantId),
        eq(creditEntries.id, id),
        eq(creditEntries.kind, kind),
        isNull(creditEntries.deletedAt),
      ),
    )
    .returning({
      clientId: creditEntries.clientId,
      visitId: creditEntries.visitId,
      paymentType: creditEntries.paymentType,
      amount: creditEntries.amount,
    });
  if (!deleted) return false;
  // A payment is told by its type, a charge by its visit, as when they were written.
  const { visitId, paymentType, ...entry } = deleted;
  const before = { ...entry, ...(kind === 'payment' ? { paymentType } : { visitId }) };
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: AUDIT_ENTITY,
    entityId: id,
    action: 'delete',
    before: { ...before, amount: toGrosze(before.amount) },
  });
  return true;
}

/**
 * Charges a visit's credit payment (spec 000 §4.3, type 3) to the patient's account, inside the
 * payments module's transaction after it has checked the account; answers the entry's id. Audited.
 */
export async function chargeVisitToCredit(
  tx: DbOrTx,
  actor: Actor,
  charge: { readonly clientId: number; readonly visitId: number; readonly amount: number },
): Promise<number> {
  const [row] = await tx
    .insert(creditEntries)
    .values({
      tenantId: actor.tenantId,
      clientId: charge.clientId,
      kind: 'charge',
      amount: fromGrosze(charge.amount),
      visitId: charge.visitId,
      creatorUserId: actor.userId,
    })
    .returning({ id: creditEntries.id });
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: AUDIT_ENTITY,
    entityId: row!.id,
    action: 'create',
    after: charge,
  });
  return row!.id;
}

/** Takes a visit's charge back (its credit payment was deleted): marked deleted, audited. */
export async function releaseVisitCharge(tx: DbOrTx, actor: Actor, id: number): Promise<void> {
  await deleteEntry(tx, actor, id, 'charge');
}
