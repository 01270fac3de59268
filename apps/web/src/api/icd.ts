import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { icdEndpoints as e, ICD_SEARCH_LIMIT } from '@wizytownik/contracts';
import { call } from './client.ts';
import { DICTIONARY_KEY } from './dictionaries.ts';

/** The ICD-9-PL tree levels (spec 000 §7.2): reference data, kept for the session. */
const ICD9_KEY = [...DICTIONARY_KEY, 'icd9'] as const;

export const useIcd9Chapters = (enabled: boolean) =>
  useQuery({
    queryKey: [...ICD9_KEY, 'chapters'],
    queryFn: () => call(e.getAllIcd9MainCategories, {}),
    staleTime: Infinity,
    enabled,
  });

/** The subchapters of a chapter; nothing is asked before one is chosen. */
export const useIcd9Subchapters = (chapter: string) =>
  useQuery({
    queryKey: [...ICD9_KEY, 'subchapters', chapter],
    queryFn: () => call(e.getSubsections, { mainCategory: chapter }),
    staleTime: Infinity,
    enabled: chapter !== '',
  });

export const useIcd9MainCategoriesOf = (subchapter: string) =>
  useQuery({
    queryKey: [...ICD9_KEY, 'main', subchapter],
    queryFn: () => call(e.getAllIcd9SubCategories, { subsection: subchapter }),
    staleTime: Infinity,
    enabled: subchapter !== '',
  });

export const useIcd9DetailedCategories = (mainCategory: string) =>
  useQuery({
    queryKey: [...ICD9_KEY, 'detailed', mainCategory],
    queryFn: () => call(e.getAllIcd9DetailedCategories, { subCategory: mainCategory }),
    staleTime: Infinity,
    enabled: mainCategory !== '',
  });

/** The chapters of the visit's therapist (they change with the therapist's settings: not cached long). */
export const useTherapistIcd9Defaults = (visitId: number | undefined) =>
  useQuery({
    queryKey: ['visits', visitId, 'icd9-defaults'],
    queryFn: () => call(e.getTherapistIcd9DefaultMainCategories, { visitId: visitId! }),
    enabled: visitId !== undefined,
  });

/** ICD-9-PL full search (code prefix or description words, diacritics ignored by the server). */
export const useIcd9Search = (term: string) =>
  useQuery({
    queryKey: [...ICD9_KEY, 'search', term],
    queryFn: () => call(e.getFullSearchIcd9, { term, limit: ICD_SEARCH_LIMIT }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
