import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  GetZabiegiListInput,
  GetZabiegiListOutput,
  InsertKategoriaInput,
  InsertPodtypInput,
  InsertZabiegInput,
  Treatment,
  TreatmentCategory,
  TreatmentSubtype,
  UpdateKategoriaInput,
  UpdatePodtypInput,
  UpdateZabiegInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditAction } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { constraintOf } from '../../platform/db/database-errors.ts';
import type { AppError } from '../../platform/errors.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { polishSortKey as polish } from '../patients/polish-order.ts';
import { fromGrosze, toGrosze } from '../therapists/money.ts';
import { TreatmentErrors } from './treatments.errors.ts';
import { treatmentCategories, treatmentSubtypes, treatments } from './treatments.tables.ts';

/*
 * Physiotherapy treatments (spec 002 §10 Zabiegi, spec 000 §3 Treatment): categories, treatments and
 * their subtypes, all of one clinic. Every change is audited with what was before and after, in the
 * transaction that makes it. Treatments and subtypes are never deleted, only made inactive.
 */

/** Who changes treatments: the clinic, and the user for the audit log. */
export type TreatmentCaller = Pick<AuthContext, 'tenantId' | 'userId'>;

type ListInput = z.output<typeof GetZabiegiListInput>;
type TreatmentFields = z.output<typeof InsertZabiegInput>;

const TREATMENT_ENTITY = 'treatment';
const SUBTYPE_ENTITY = 'treatment_subtype';
const CATEGORY_ENTITY = 'treatment_category';

function audit(
  db: DbOrTx,
  caller: TreatmentCaller,
  entity: string,
  entityId: number,
  action: AuditAction,
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    entity,
    entityId,
    action,
    ...change,
  });
}

/**
 * Runs a save whose name a unique index holds: when two saves of one name race past the check, the
 * index refuses the second, which gets the check's own message.
 */
async function uniqueName<T>(index: string, taken: () => AppError, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (constraintOf(error) === index) throw taken();
    throw error;
  }
}

/** A name compared case-insensitively, as the unique indexes compare it. */
const sameName = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

// ---------------------------------------------------------------------------------------------------
// Treatments

const columns = {
  id: treatments.id,
  nazwa: treatments.name,
  price: treatments.price,
  aktywny: treatments.isActive,
  dlugoscWizyty: treatments.lengthMinutes,
  additionalOutpostId: treatments.outpostId,
  additionalOutpostNazwa: additionalOutposts.name,
  kategoriaId: treatments.categoryId,
  kategoriaNazwa: treatmentCategories.name,
};

const outpostJoin = (tenantId: number) =>
  and(eq(additionalOutposts.id, treatments.outpostId), eq(additionalOutposts.tenantId, tenantId));
const categoryJoin = (tenantId: number) =>
  and(eq(treatmentCategories.id, treatments.categoryId), eq(treatmentCategories.tenantId, tenantId));

/** Treatments with their outpost's and category's names; both joins stay within the clinic. */
function selectTreatments(db: DbOrTx, tenantId: number, where: SQL) {
  return db
    .select(columns)
    .from(treatments)
    .leftJoin(additionalOutposts, outpostJoin(tenantId))
    .leftJoin(treatmentCategories, categoryJoin(tenantId))
    .where(where);
}

function filtersOf(tenantId: number, input: ListInput): SQL {
  const pattern = input.query ? `%${escapeLike(input.query)}%` : undefined;
  return and(
    eq(treatments.tenantId, tenantId),
    pattern ? or(ilike(treatments.name, pattern), ilike(treatmentCategories.name, pattern)) : undefined,
    input.kategoriaId === undefined ? undefined : eq(treatments.categoryId, input.kategoriaId),
    input.aktywny === undefined ? undefined : eq(treatments.isActive, input.aktywny),
  )!;
}

const SORT_COLUMNS = {
  nazwa: polish(treatments.name),
  cena: sql`${treatments.price}`,
  dlugoscWizyty: sql`${treatments.lengthMinutes}`,
  kategoria: polish(treatmentCategories.name),
  aktywny: sql`${treatments.isActive}`,
} as const;

const toSubtype = (row: typeof treatmentSubtypes.$inferSelect): TreatmentSubtype => ({
  id: row.id,
  zabiegId: row.treatmentId,
  nazwa: row.name,
  aktywny: row.isActive,
  dlugoscWizyty: row.lengthMinutes,
});

/** The subtypes of some treatments, each list by name. */
async function subtypesOf(
  db: DbOrTx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, TreatmentSubtype[]>> {
  const byTreatment = new Map<number, TreatmentSubtype[]>();
  if (!ids.length) return byTreatment;
  const rows = await db
    .select()
    .from(treatmentSubtypes)
    .where(and(eq(treatmentSubtypes.tenantId, tenantId), inArray(treatmentSubtypes.treatmentId, [...ids])))
    .orderBy(asc(polish(treatmentSubtypes.name)), asc(treatmentSubtypes.id));
  for (const row of rows) {
    const list = byTreatment.get(row.treatmentId) ?? [];
    list.push(toSubtype(row));
    byTreatment.set(row.treatmentId, list);
  }
  return byTreatment;
}

type Row = Awaited<ReturnType<typeof selectTreatments>>[number];

async function withSubtypes(db: DbOrTx, tenantId: number, rows: readonly Row[]): Promise<Treatment[]> {
  const subtypes = await subtypesOf(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map(({ price, ...row }) => ({
    ...row,
    cena: toGrosze(price),
    podtypy: subtypes.get(row.id) ?? [],
  }));
}

/**
 * One page of the clinic's treatments with their subtypes, filtered and sorted (the `/zabiegi` table,
 * and with TREATMENT_PICKER_LIMIT the pickers, which show inactive ones disabled).
 */
export async function listTreatments(
  db: DbOrTx,
  tenantId: number,
  input: ListInput,
): Promise<GetZabiegiListOutput> {
  const where = filtersOf(tenantId, input);
  const [column = 'nazwa', direction] = (input.sorting ?? 'nazwa').split(' ');
  const sortBy = SORT_COLUMNS[column as keyof typeof SORT_COLUMNS];
  const rows = await selectTreatments(db, tenantId, where)
    .orderBy(
      direction === 'desc' ? desc(sortBy) : asc(sortBy),
      asc(polish(treatments.name)),
      asc(treatments.id),
    )
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [total] = await db
    .select({ n: count() })
    .from(treatments)
    .leftJoin(treatmentCategories, categoryJoin(tenantId))
    .where(where);
  return { items: await withSubtypes(db, tenantId, rows), totalCount: Number(total?.n ?? 0) };
}

/** One treatment of the clinic with its subtypes; another clinic's is not found. */
export async function getTreatment(db: DbOrTx, tenantId: number, id: number): Promise<Treatment> {
  const rows = await selectTreatments(
    db,
    tenantId,
    and(eq(treatments.tenantId, tenantId), eq(treatments.id, id))!,
  );
  const [treatment] = await withSubtypes(db, tenantId, rows);
  if (!treatment) throw TreatmentErrors.unknownTreatment();
  return treatment;
}

/**
 * A treatment's outpost must be one of the clinic's outposts, and an active one unless the treatment
 * is there already (an outpost closed later does not block changing its price).
 */
async function checkOutpost(
  db: DbOrTx,
  tenantId: number,
  outpostId: number | null,
  current: number | null = null,
): Promise<void> {
  if (outpostId === null) return;
  const [row] = await db
    .select({ isActive: additionalOutposts.isActive })
    .from(additionalOutposts)
    .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.id, outpostId)));
  if (!row) throw TreatmentErrors.unknownOutpost();
  if (!row.isActive && outpostId !== current) throw TreatmentErrors.outpostInactive();
}

async function checkCategory(db: DbOrTx, tenantId: number, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db
    .select({ id: treatmentCategories.id })
    .from(treatmentCategories)
    .where(and(eq(treatmentCategories.tenantId, tenantId), eq(treatmentCategories.id, categoryId)));
  if (!row) throw TreatmentErrors.unknownLinkedCategory();
}

/** A treatment's name is once per clinic, whatever the case (the unique index holds it too). */
async function checkName(db: DbOrTx, tenantId: number, name: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: treatments.id })
    .from(treatments)
    .where(
      and(
        eq(treatments.tenantId, tenantId),
        sameName(treatments.name, name),
        exceptId === undefined ? undefined : ne(treatments.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw TreatmentErrors.nameTaken(name);
}

const treatmentValues = (input: TreatmentFields) => ({
  name: input.nazwa,
  price: fromGrosze(input.cena),
  lengthMinutes: input.dlugoscWizyty,
  isActive: input.aktywny,
  outpostId: input.additionalOutpostId,
  categoryId: input.kategoriaId,
});

/** Adds a treatment; audited. */
export function insertTreatment(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: TreatmentFields,
): Promise<Treatment> {
  const taken = () => TreatmentErrors.nameTaken(input.nazwa);
  return uniqueName('treatments_tenant_name_key', taken, () =>
    db.transaction(async (tx) => {
      await checkOutpost(tx, caller.tenantId, input.additionalOutpostId);
      await checkCategory(tx, caller.tenantId, input.kategoriaId);
      await checkName(tx, caller.tenantId, input.nazwa);
      const [row] = await tx
        .insert(treatments)
        .values({ tenantId: caller.tenantId, ...treatmentValues(input) })
        .returning({ id: treatments.id });
      const after = await getTreatment(tx, caller.tenantId, row!.id);
      await audit(tx, caller, TREATMENT_ENTITY, after.id, 'create', { after });
      return after;
    }),
  );
}

/** Changes a treatment (name, price, length, active flag, outpost, category); audited. */
export function updateTreatment(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: z.output<typeof UpdateZabiegInput>,
): Promise<Treatment> {
  const taken = () => TreatmentErrors.nameTaken(input.nazwa);
  return uniqueName('treatments_tenant_name_key', taken, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ outpostId: treatments.outpostId })
        .from(treatments)
        .where(and(eq(treatments.tenantId, caller.tenantId), eq(treatments.id, input.id)))
        .for('update');
      if (!current) throw TreatmentErrors.unknownTreatment();
      await checkOutpost(tx, caller.tenantId, input.additionalOutpostId, current.outpostId);
      await checkCategory(tx, caller.tenantId, input.kategoriaId);
      await checkName(tx, caller.tenantId, input.nazwa, input.id);
      const before = await getTreatment(tx, caller.tenantId, input.id);
      await tx
        .update(treatments)
        .set(treatmentValues(input))
        .where(and(eq(treatments.tenantId, caller.tenantId), eq(treatments.id, input.id)));
      const after = await getTreatment(tx, caller.tenantId, input.id);
      await audit(tx, caller, TREATMENT_ENTITY, input.id, 'update', { before, after });
      return after;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Subtypes

/** A subtype's name is once per treatment, whatever the case. */
async function checkSubtypeName(
  db: DbOrTx,
  treatmentId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: treatmentSubtypes.id })
    .from(treatmentSubtypes)
    .where(
      and(
        eq(treatmentSubtypes.treatmentId, treatmentId),
        sameName(treatmentSubtypes.name, name),
        exceptId === undefined ? undefined : ne(treatmentSubtypes.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw TreatmentErrors.subtypeNameTaken(name);
}

/** Adds a subtype to one of the clinic's treatments; audited. */
export function insertSubtype(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: z.output<typeof InsertPodtypInput>,
): Promise<TreatmentSubtype> {
  const taken = () => TreatmentErrors.subtypeNameTaken(input.nazwa);
  return uniqueName('treatment_subtypes_treatment_name_key', taken, () =>
    db.transaction(async (tx) => {
      const [treatment] = await tx
        .select({ id: treatments.id })
        .from(treatments)
        .where(and(eq(treatments.tenantId, caller.tenantId), eq(treatments.id, input.zabiegId)))
        .for('update');
      if (!treatment) throw TreatmentErrors.unknownTreatment();
      await checkSubtypeName(tx, treatment.id, input.nazwa);
      const [row] = await tx
        .insert(treatmentSubtypes)
        .values({
          tenantId: caller.tenantId,
          treatmentId: treatment.id,
          name: input.nazwa,
          lengthMinutes: input.dlugoscWizyty,
          isActive: input.aktywny,
        })
        .returning();
      const after = toSubtype(row!);
      await audit(tx, caller, SUBTYPE_ENTITY, after.id, 'create', { after });
      return after;
    }),
  );
}

/** Renames a subtype, changes its length or (de)activates it; audited. */
export function updateSubtype(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: z.output<typeof UpdatePodtypInput>,
): Promise<TreatmentSubtype> {
  const taken = () => TreatmentErrors.subtypeNameTaken(input.nazwa);
  return uniqueName('treatment_subtypes_treatment_name_key', taken, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(treatmentSubtypes)
        .where(and(eq(treatmentSubtypes.tenantId, caller.tenantId), eq(treatmentSubtypes.id, input.id)))
        .for('update');
      if (!current) throw TreatmentErrors.unknownSubtype();
      await checkSubtypeName(tx, current.treatmentId, input.nazwa, current.id);
      const [row] = await tx
        .update(treatmentSubtypes)
        .set({ name: input.nazwa, lengthMinutes: input.dlugoscWizyty, isActive: input.aktywny })
        .where(eq(treatmentSubtypes.id, current.id))
        .returning();
      const before = toSubtype(current);
      const after = toSubtype(row!);
      await audit(tx, caller, SUBTYPE_ENTITY, current.id, 'update', { before, after });
      return after;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Categories

const categoryColumns = {
  id: treatmentCategories.id,
  nazwa: treatmentCategories.name,
  liczbaZabiegow: sql<number>`cast(count(${treatments.id}) as int)`,
};

function selectCategories(db: DbOrTx, tenantId: number, where?: SQL) {
  return db
    .select(categoryColumns)
    .from(treatmentCategories)
    .leftJoin(
      treatments,
      and(eq(treatments.categoryId, treatmentCategories.id), eq(treatments.tenantId, tenantId)),
    )
    .where(and(eq(treatmentCategories.tenantId, tenantId), where))
    .groupBy(treatmentCategories.id);
}

/** The clinic's treatment categories by name, each with how many treatments are in it. */
export async function listCategories(db: DbOrTx, tenantId: number): Promise<TreatmentCategory[]> {
  const rows = await selectCategories(db, tenantId).orderBy(
    asc(polish(treatmentCategories.name)),
    asc(treatmentCategories.id),
  );
  return rows.map((r) => ({ ...r, liczbaZabiegow: Number(r.liczbaZabiegow) }));
}

async function getCategory(db: DbOrTx, tenantId: number, id: number): Promise<TreatmentCategory> {
  const [row] = await selectCategories(db, tenantId, eq(treatmentCategories.id, id));
  if (!row) throw TreatmentErrors.unknownCategory();
  return { ...row, liczbaZabiegow: Number(row.liczbaZabiegow) };
}

/** A category's name is once per clinic, whatever the case. */
async function checkCategoryName(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: treatmentCategories.id })
    .from(treatmentCategories)
    .where(
      and(
        eq(treatmentCategories.tenantId, tenantId),
        sameName(treatmentCategories.name, name),
        exceptId === undefined ? undefined : ne(treatmentCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw TreatmentErrors.categoryNameTaken(name);
}

/** Locks one of the clinic's categories for a change, or answers not found. */
async function lockCategory(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(treatmentCategories)
    .where(and(eq(treatmentCategories.tenantId, tenantId), eq(treatmentCategories.id, id)))
    .for('update');
  if (!row) throw TreatmentErrors.unknownCategory();
  return row;
}

export function insertCategory(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: z.output<typeof InsertKategoriaInput>,
): Promise<TreatmentCategory> {
  const taken = () => TreatmentErrors.categoryNameTaken(input.nazwa);
  return uniqueName('treatment_categories_tenant_name_key', taken, () =>
    db.transaction(async (tx) => {
      await checkCategoryName(tx, caller.tenantId, input.nazwa);
      const [row] = await tx
        .insert(treatmentCategories)
        .values({ tenantId: caller.tenantId, name: input.nazwa })
        .returning({ id: treatmentCategories.id });
      const after = await getCategory(tx, caller.tenantId, row!.id);
      await audit(tx, caller, CATEGORY_ENTITY, after.id, 'create', { after: { nazwa: after.nazwa } });
      return after;
    }),
  );
}

export function updateCategory(
  db: DbOrTx,
  caller: TreatmentCaller,
  input: z.output<typeof UpdateKategoriaInput>,
): Promise<TreatmentCategory> {
  const taken = () => TreatmentErrors.categoryNameTaken(input.nazwa);
  return uniqueName('treatment_categories_tenant_name_key', taken, () =>
    db.transaction(async (tx) => {
      const current = await lockCategory(tx, caller.tenantId, input.id);
      await checkCategoryName(tx, caller.tenantId, input.nazwa, current.id);
      await tx
        .update(treatmentCategories)
        .set({ name: input.nazwa })
        .where(eq(treatmentCategories.id, current.id));
      await audit(tx, caller, CATEGORY_ENTITY, current.id, 'update', {
        before: { nazwa: current.name },
        after: { nazwa: input.nazwa },
      });
      return getCategory(tx, caller.tenantId, current.id);
    }),
  );
}

/** Deletes a category no treatment is in; one in use is refused and nothing changes. Audited. */
export async function deleteCategory(db: DbOrTx, caller: TreatmentCaller, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    // The lock holds off a treatment being put into the category meanwhile (its foreign key check).
    const current = await lockCategory(tx, caller.tenantId, id);
    const [used] = await tx
      .select({ id: treatments.id })
      .from(treatments)
      .where(and(eq(treatments.tenantId, caller.tenantId), eq(treatments.categoryId, current.id)))
      .limit(1);
    if (used) throw TreatmentErrors.categoryInUse(current.name);
    await tx.delete(treatmentCategories).where(eq(treatmentCategories.id, current.id));
    await audit(tx, caller, CATEGORY_ENTITY, current.id, 'delete', { before: { nazwa: current.name } });
  });
  return null;
}
