import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AddCategoryInput,
  AddDescriptionInput,
  DescriptionCategoryDto,
  DescriptionDto,
  GetDescriptionsInput,
  GetDescriptionsOutput,
  UpdateCategoryInput,
  UpdateDescriptionInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { polishSortKey as polish } from '../patients/polish-order.ts';
import { DescriptionErrors } from './descriptions.errors.ts';
import { descriptionCategories, descriptionCategoryLinks, descriptions } from './descriptions.tables.ts';

/** Who asks: the clinic, and the user whose private descriptions are theirs alone. */
export type DescriptionUser = Pick<AuthContext, 'tenantId' | 'userId'>;

type Filters = z.output<typeof GetDescriptionsInput>;
type DescriptionFields = z.output<typeof AddDescriptionInput>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The descriptions a user sees: the clinic's shared ones and their own private ones. */
function visibleTo(user: DescriptionUser): SQL {
  return and(
    eq(descriptions.tenantId, user.tenantId),
    or(eq(descriptions.isPrivate, false), eq(descriptions.authorId, user.userId)),
  )!;
}

function filtersOf(user: DescriptionUser, input: Filters): SQL {
  const categoryIds = input.categories ?? [];
  return and(
    visibleTo(user),
    input.nameText ? ilike(descriptions.name, likePattern(input.nameText)) : undefined,
    input.descriptionText ? ilike(descriptions.description, likePattern(input.descriptionText)) : undefined,
    input.isPrivate ? eq(descriptions.isPrivate, true) : undefined,
    input.type === undefined ? undefined : eq(descriptions.type, input.type),
    categoryIds.length
      ? exists(
          sql`(select 1 from ${descriptionCategoryLinks} where ${descriptionCategoryLinks.descriptionId} = ${descriptions.id} and ${inArray(descriptionCategoryLinks.categoryId, categoryIds)})`,
        )
      : undefined,
  )!;
}

const SORT_COLUMNS = {
  name: polish(descriptions.name),
  description: polish(descriptions.description),
  type: sql`${descriptions.type}`,
} as const;

/** The categories of some descriptions, each list by name. */
async function categoriesOf(
  db: DbOrTx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, DescriptionCategoryDto[]>> {
  const byDescription = new Map<number, DescriptionCategoryDto[]>();
  if (!ids.length) return byDescription;
  const rows = await db
    .select({
      descriptionId: descriptionCategoryLinks.descriptionId,
      id: descriptionCategories.id,
      description: descriptionCategories.description,
    })
    .from(descriptionCategoryLinks)
    .innerJoin(
      descriptionCategories,
      and(
        eq(descriptionCategories.id, descriptionCategoryLinks.categoryId),
        eq(descriptionCategories.tenantId, tenantId),
      ),
    )
    .where(inArray(descriptionCategoryLinks.descriptionId, [...ids]))
    .orderBy(asc(polish(descriptionCategories.description)), asc(descriptionCategories.id));
  for (const { descriptionId, ...category } of rows) {
    const list = byDescription.get(descriptionId) ?? [];
    list.push(category);
    byDescription.set(descriptionId, list);
  }
  return byDescription;
}

const columns = {
  id: descriptions.id,
  name: descriptions.name,
  description: descriptions.description,
  type: descriptions.type,
  is_private: descriptions.isPrivate,
};

/** One page of the descriptions a user sees, filtered and sorted (the list and the picker). */
export async function listDescriptions(
  db: DbOrTx,
  user: DescriptionUser,
  input: Filters,
): Promise<GetDescriptionsOutput> {
  const where = filtersOf(user, input);
  const [column = 'name', direction] = (input.sorting ?? 'name').split(' ');
  const sortBy = SORT_COLUMNS[column as keyof typeof SORT_COLUMNS];
  const order = direction === 'desc' ? desc(sortBy) : asc(sortBy);
  const rows = await db
    .select(columns)
    .from(descriptions)
    .where(where)
    .orderBy(order, asc(polish(descriptions.name)), asc(descriptions.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db.select({ n: count() }).from(descriptions).where(where);
  const categories = await categoriesOf(
    db,
    user.tenantId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, categories: categories.get(r.id) ?? [] })),
    totalCount: total?.n ?? 0,
  };
}

/** One description the user sees; another user's private one is not found. */
export async function getDescription(db: DbOrTx, user: DescriptionUser, id: number): Promise<DescriptionDto> {
  const [row] = await db
    .select(columns)
    .from(descriptions)
    .where(and(visibleTo(user), eq(descriptions.id, id)));
  if (!row) throw DescriptionErrors.unknownDescription();
  const categories = await categoriesOf(db, user.tenantId, [id]);
  return { ...row, categories: categories.get(id) ?? [] };
}

/** The categories must be the clinic's own. */
async function checkCategories(db: DbOrTx, tenantId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const rows = await db
    .select({ id: descriptionCategories.id })
    .from(descriptionCategories)
    .where(and(eq(descriptionCategories.tenantId, tenantId), inArray(descriptionCategories.id, unique)));
  if (rows.length !== unique.length) throw DescriptionErrors.unknownLinkedCategory();
  return unique;
}

/** A name is once per type among the descriptions the user sees (the shared ones and their own). */
async function checkName(
  db: DbOrTx,
  user: DescriptionUser,
  input: DescriptionFields,
  exceptId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: descriptions.id })
    .from(descriptions)
    .where(
      and(
        visibleTo(user),
        eq(descriptions.type, input.type),
        sql`lower(${descriptions.name}) = lower(${input.name})`,
        exceptId === undefined ? undefined : ne(descriptions.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw DescriptionErrors.nameTaken(input.name);
}

async function link(db: DbOrTx, descriptionId: number, categoryIds: readonly number[]): Promise<void> {
  await db.delete(descriptionCategoryLinks).where(eq(descriptionCategoryLinks.descriptionId, descriptionId));
  if (categoryIds.length)
    await db
      .insert(descriptionCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ descriptionId, categoryId })));
}

/** Adds a description by its author, with its categories, in one transaction. */
export function addDescription(
  db: DbOrTx,
  user: DescriptionUser,
  input: DescriptionFields,
): Promise<DescriptionDto> {
  return db.transaction(async (tx) => {
    const categoryIds = await checkCategories(tx, user.tenantId, input.categoryIds);
    await checkName(tx, user, input);
    const [row] = await tx
      .insert(descriptions)
      .values({
        tenantId: user.tenantId,
        authorId: user.userId,
        name: input.name,
        description: input.description,
        type: input.type,
        isPrivate: input.is_private,
      })
      .returning({ id: descriptions.id });
    await link(tx, row!.id, categoryIds);
    return getDescription(tx, user, row!.id);
  });
}

/** Changes a description the user sees; only its author may make it private. */
export function updateDescription(
  db: DbOrTx,
  user: DescriptionUser,
  input: z.output<typeof UpdateDescriptionInput>,
): Promise<DescriptionDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ authorId: descriptions.authorId })
      .from(descriptions)
      .where(and(visibleTo(user), eq(descriptions.id, input.id)))
      .for('update');
    if (!current) throw DescriptionErrors.unknownDescription();
    if (input.is_private && current.authorId !== user.userId) throw DescriptionErrors.privateOnlyAuthor();
    const categoryIds = await checkCategories(tx, user.tenantId, input.categoryIds);
    await checkName(tx, user, input, input.id);
    await tx
      .update(descriptions)
      .set({
        name: input.name,
        description: input.description,
        type: input.type,
        isPrivate: input.is_private,
      })
      .where(eq(descriptions.id, input.id));
    await link(tx, input.id, categoryIds);
    return getDescription(tx, user, input.id);
  });
}

/** Deletes a description the user sees, with its category links. */
export async function deleteDescription(db: DbOrTx, user: DescriptionUser, id: number): Promise<null> {
  const [row] = await db
    .delete(descriptions)
    .where(and(visibleTo(user), eq(descriptions.id, id)))
    .returning({ id: descriptions.id });
  if (!row) throw DescriptionErrors.unknownDescription();
  return null;
}

const categoryColumns = { id: descriptionCategories.id, description: descriptionCategories.description };

/** Every category of the clinic, by name. */
export function listCategories(db: DbOrTx, tenantId: number): Promise<DescriptionCategoryDto[]> {
  return db
    .select(categoryColumns)
    .from(descriptionCategories)
    .where(eq(descriptionCategories.tenantId, tenantId))
    .orderBy(asc(polish(descriptionCategories.description)), asc(descriptionCategories.id));
}

async function checkCategoryName(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: descriptionCategories.id })
    .from(descriptionCategories)
    .where(
      and(
        eq(descriptionCategories.tenantId, tenantId),
        sql`lower(${descriptionCategories.description}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(descriptionCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw DescriptionErrors.categoryNameTaken(name);
}

export async function addCategory(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof AddCategoryInput>,
): Promise<DescriptionCategoryDto> {
  await checkCategoryName(db, tenantId, input.description);
  const [row] = await db
    .insert(descriptionCategories)
    .values({ tenantId, description: input.description })
    .returning(categoryColumns);
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof UpdateCategoryInput>,
): Promise<DescriptionCategoryDto> {
  await checkCategoryName(db, tenantId, input.description, input.id);
  const [row] = await db
    .update(descriptionCategories)
    .set({ description: input.description })
    .where(and(eq(descriptionCategories.tenantId, tenantId), eq(descriptionCategories.id, input.id)))
    .returning(categoryColumns);
  if (!row) throw DescriptionErrors.unknownCategory();
  return row;
}

/** Deletes a category; the descriptions in it stay, without it (the links go with the category). */
export async function deleteCategory(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const [row] = await db
    .delete(descriptionCategories)
    .where(and(eq(descriptionCategories.tenantId, tenantId), eq(descriptionCategories.id, id)))
    .returning({ id: descriptionCategories.id });
  if (!row) throw DescriptionErrors.unknownCategory();
  return null;
}
