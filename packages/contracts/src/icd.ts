import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INT4_MAX, queryInt, text } from './input.ts';

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
};
