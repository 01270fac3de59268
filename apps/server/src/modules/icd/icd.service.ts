import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { GetIcd10Output, Icd9Item, Icd9TreeNode, TherapistIcd9Default } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { icd10Codes, icd9Codes } from './icd.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { listIcd9Categories } from '../therapists/therapists.service.ts';
import { getVisitForCaller } from '../visits/visits.queries.ts';
import type { Caller } from '../visits/visit-access.ts';

type Dictionary = typeof icd10Codes | typeof icd9Codes;

export interface DictionarySearch {
  readonly query: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

/**
 * Active codes that start with the query as a code, or whose description has a word starting with
 * each query word; ranked exact code, code prefix, description starting with the query, the rest,
 * then by code. An empty query lists the dictionary by code.
 */
function search(table: Dictionary, query: string | undefined) {
  const { code, words } = parseDictionaryQuery(query);
  const codePrefix = `${escapeLike(code)}%`;
  // Folded words hold letters and digits only: nothing to escape in them.
  const wordMatches = words.map((w) => like(table.searchText, `% ${w}%`));
  const where = and(
    eq(table.active, true),
    code ? or(like(table.code, codePrefix), and(...wordMatches)) : undefined,
  );
  const order: SQL[] = [asc(table.code)];
  if (code)
    order.unshift(sql`case when ${table.code} = ${code} then 0 when ${table.code} like ${codePrefix} then 1
      when ${table.searchText} like ${` ${words.join(' ')}%`} then 2 else 3 end`);
  return { where, order };
}

export async function searchIcd10(db: DbOrTx, input: DictionarySearch): Promise<GetIcd10Output> {
  const { where, order } = search(icd10Codes, input.query);
  // The count rides along on the page's rows: one scan of the matches instead of two.
  const rows = await db
    .select({
      id: icd10Codes.id,
      kod: icd10Codes.code,
      opis_icd: icd10Codes.description,
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(icd10Codes)
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const totalCount =
    rows[0]?.totalCount ??
    (input.offset > 0 ? ((await db.select({ n: count() }).from(icd10Codes).where(where))[0]?.n ?? 0) : 0);
  return { items: rows.map(({ totalCount: _, ...item }) => item), totalCount };
}

export async function searchIcd9(db: DbOrTx, input: Omit<DictionarySearch, 'offset'>): Promise<Icd9Item[]> {
  const { where, order } = search(icd9Codes, input.query);
  const t = icd9Codes;
  const rows = await db
    .select({
      id: t.id,
      kod: t.code,
      opis: t.description,
      rozdzial_kod: t.chapterCode,
      rozdzial: t.chapter,
      podrozdzial_kod: t.subchapterCode,
      podrozdzial: t.subchapter,
      kategoria_glowna_kod: t.mainCategoryCode,
      kategoria_glowna: t.mainCategory,
      kategoria_szczegolowa_kod: t.detailedCategoryCode,
      kategoria_szczegolowa: t.detailedCategory,
    })
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(input.limit);
  return rows.map((r) => ({ ...r, kod_opis: `${r.kod} ${r.opis}` }));
}

/*
 * The ICD-9-PL tree. The dictionary holds one row per most detailed code with all its ancestor levels
 * (icd.tables.ts), so a level's nodes are the distinct (code, name) pairs of the active rows under the
 * parent: chapters (rozdział), subchapters of a chapter (podrozdział), main categories of a
 * subchapter (kategoria główna), detailed categories of a main category (kategoria szczegółowa).
 */
type Icd9Column = PgColumn;

async function icd9Level(
  db: DbOrTx,
  kod: Icd9Column,
  opis: Icd9Column,
  under?: SQL,
): Promise<Icd9TreeNode[]> {
  const rows = await db
    .selectDistinct({ kod: sql<string>`${kod}`, opis: sql<string>`${opis}` })
    .from(icd9Codes)
    .where(and(eq(icd9Codes.active, true), isNotNull(kod), under))
    .orderBy(asc(kod));
  return rows;
}

export const icd9Chapters = (db: DbOrTx) => icd9Level(db, icd9Codes.chapterCode, icd9Codes.chapter);

export const icd9Subchapters = (db: DbOrTx, chapterCode: string) =>
  icd9Level(db, icd9Codes.subchapterCode, icd9Codes.subchapter, eq(icd9Codes.chapterCode, chapterCode));

export const icd9MainCategories = (db: DbOrTx, subchapterCode: string) =>
  icd9Level(
    db,
    icd9Codes.mainCategoryCode,
    icd9Codes.mainCategory,
    eq(icd9Codes.subchapterCode, subchapterCode),
  );

export const icd9DetailedCategories = (db: DbOrTx, mainCategoryCode: string) =>
  icd9Level(
    db,
    icd9Codes.detailedCategoryCode,
    icd9Codes.detailedCategory,
    eq(icd9Codes.mainCategoryCode, mainCategoryCode),
  );

/**
 * The chapters the visit's therapist works in, for the top of the picker. The visit is read as the
 * caller may read it (another clinic's, or one outside the caller's calendar, is unknown).
 */
export async function therapistIcd9Defaults(
  db: DbOrTx,
  caller: Caller,
  visitId: number,
): Promise<TherapistIcd9Default[]> {
  const visit = await getVisitForCaller(db, caller, visitId);
  const categories = await listIcd9Categories(db, caller.tenantId, visit.therapistId);
  return categories.map((c) => ({ category: c.category, kod: c.category, opis: c.description }));
}

/** One dictionary code as stored, retired (`active` false) or not. */
export interface DictionaryCode {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly active: boolean;
}

async function findCodes(db: DbOrTx, table: Dictionary, codes: readonly string[]): Promise<DictionaryCode[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: table.id, code: table.code, description: table.description, active: table.active })
    .from(table)
    .where(inArray(table.code, [...new Set(codes.map((c) => c.trim().toUpperCase()))]));
}

/**
 * ICD-9-PL codes by their exact code (trimmed, any case), retired ones included so that a caller can
 * tell "unknown" from "no longer used"; codes the dictionary lacks are left out.
 */
export const findIcd9Codes = (db: DbOrTx, codes: readonly string[]) => findCodes(db, icd9Codes, codes);

/** ICD-10 codes by their exact code, as findIcd9Codes. */
export const findIcd10Codes = (db: DbOrTx, codes: readonly string[]) => findCodes(db, icd10Codes, codes);
