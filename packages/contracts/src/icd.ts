import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INT4_MAX, queryId, queryInt, text } from './input.ts';

/**
 * The ICD dictionaries (global reference data): ICD-10 search for allergies, diseases and diagnoses,
 * ICD-9-PL full search for procedures. A query matches a code prefix ('J06' → J06, J06.0 …) or words
 * starting words of the description, without regard to case and Polish diacritics; exact and prefix
 * code matches come first.
 */
const TAG = 'ICD';
const BASE = '/api/services/app/ICD';

/** Spec 001 §5: the ICD search asks for page 1 with 20 items. */
export const ICD_SEARCH_LIMIT = 20;
const MAX_LIMIT = 100;

const Query = text().trim().max(100).optional();
const Limit = z.coerce.number().int().min(1).max(MAX_LIMIT).default(ICD_SEARCH_LIMIT);

export const Icd10Item = z.object({ id: z.number().int(), kod: z.string(), opis_icd: z.string() });
export type Icd10Item = z.infer<typeof Icd10Item>;

export const GetIcd10Input = z.object({
  query: Query,
  page: queryInt(1, INT4_MAX).default(1),
  limit: Limit,
});
export type GetIcd10Input = z.input<typeof GetIcd10Input>;

/** Spec 000 §7.2: the same search in the ABP paging shape. */
export const GetAllIcdInput = z.object({
  SearchTerm: Query,
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: Limit,
});

export const GetIcd10Output = z.object({ items: z.array(Icd10Item), totalCount: z.number().int() });
export type GetIcd10Output = z.infer<typeof GetIcd10Output>;

/** Spec 000 §3: an ICD-9 full-search item; `kod`/`opis` are the deepest filled level. */
export const Icd9Item = z.object({
  id: z.number().int(),
  kod: z.string(),
  opis: z.string(),
  rozdzial_kod: z.string(),
  rozdzial: z.string(),
  podrozdzial_kod: z.string(),
  podrozdzial: z.string(),
  kategoria_glowna_kod: z.string().nullable(),
  kategoria_glowna: z.string().nullable(),
  kategoria_szczegolowa_kod: z.string().nullable(),
  kategoria_szczegolowa: z.string().nullable(),
  kod_opis: z.string(),
});
export type Icd9Item = z.infer<typeof Icd9Item>;

export const GetFullSearchIcd9Input = z.object({ term: Query, limit: Limit });

/**
 * Spec 000 §3: a node of the ICD-9-PL tree (rozdział → podrozdział → kategoria główna → kategoria
 * szczegółowa), for the picker's cascading selects.
 */
export const Icd9TreeNode = z.object({ kod: z.string(), opis: z.string() });
export type Icd9TreeNode = z.infer<typeof Icd9TreeNode>;

/** A parent node's code; an unknown one has no children. */
const ParentCode = text().trim().min(1).max(20);

export const GetIcd9SubsectionsInput = z.object({ mainCategory: ParentCode });
export const GetIcd9SubCategoriesInput = z.object({ subsection: ParentCode });
export const GetIcd9DetailedCategoriesInput = z.object({ subCategory: ParentCode });
export const GetTherapistIcd9DefaultsInput = z.object({ visitId: queryId() });

/** A chapter the visit's therapist works in (their ICD-9 categories), `kod`/`opis` for display. */
export const TherapistIcd9Default = Icd9TreeNode.extend({ category: z.string() });
export type TherapistIcd9Default = z.infer<typeof TherapistIcd9Default>;

export const icdEndpoints = {
  getIcd10: endpoint({
    method: 'GET',
    path: `${BASE}/GetICD10`,
    input: GetIcd10Input,
    result: GetIcd10Output,
    summary: 'ICD-10 codes matching a code prefix or description words, one page',
    tag: TAG,
  }),
  getAll: endpoint({
    method: 'GET',
    path: `${BASE}/GetAll`,
    input: GetAllIcdInput,
    result: GetIcd10Output,
    summary: 'ICD-10 search with SearchTerm, SkipCount and MaxResultCount',
    tag: TAG,
  }),
  getFullSearchIcd9: endpoint({
    method: 'GET',
    path: `${BASE}/GetFullSearchICD9`,
    input: GetFullSearchIcd9Input,
    result: z.array(Icd9Item),
    summary: 'ICD-9-PL procedures matching a code prefix or description words',
    tag: TAG,
  }),
  getAllIcd9MainCategories: endpoint({
    method: 'GET',
    path: `${BASE}/GetAllICD9MainCategories`,
    input: z.object({}),
    result: z.array(Icd9TreeNode),
    summary: 'ICD-9-PL chapters (rozdziały), by code',
    tag: TAG,
  }),
  getSubsections: endpoint({
    method: 'GET',
    path: `${BASE}/GetSubsections`,
    input: GetIcd9SubsectionsInput,
    result: z.array(Icd9TreeNode),
    summary: 'ICD-9-PL subchapters (podrozdziały) of a chapter',
    tag: TAG,
  }),
  getAllIcd9SubCategories: endpoint({
    method: 'GET',
    path: `${BASE}/GetAllICD9SubCategories`,
    input: GetIcd9SubCategoriesInput,
    result: z.array(Icd9TreeNode),
    summary: 'ICD-9-PL main categories (kategorie główne) of a subchapter',
    tag: TAG,
  }),
  getAllIcd9DetailedCategories: endpoint({
    method: 'GET',
    path: `${BASE}/GetAllICD9DetailedCategories`,
    input: GetIcd9DetailedCategoriesInput,
    result: z.array(Icd9TreeNode),
    summary: 'ICD-9-PL detailed categories (kategorie szczegółowe) of a main category',
    tag: TAG,
  }),
  getTherapistIcd9DefaultMainCategories: endpoint({
    method: 'GET',
    path: `${BASE}/GetTherapistICD9DefaultMainCategories`,
    input: GetTherapistIcd9DefaultsInput,
    result: z.array(TherapistIcd9Default),
    summary: "The ICD-9-PL chapters of the visit's therapist",
    tag: TAG,
  }),
};
