import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  clientDiseaseEndpoints,
  ICD_SEARCH_LIMIT,
  icdEndpoints,
  therapistEndpoints,
} from '@wizytownik/contracts';
import { call } from './client.ts';

/** The fixed reference lists of the domain (they change only with a release): loaded once per session. */
export const DICTIONARY_KEY = ['dictionary'] as const;

export const useIcd9MainCategories = () =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, 'icd9-main'],
    queryFn: () => call(therapistEndpoints.getIcd9MainCategories, {}),
    staleTime: Infinity,
  });

export const useMedicalProfessions = () =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, 'professions'],
    queryFn: () => call(therapistEndpoints.getMedicalProfessions, {}),
    staleTime: Infinity,
  });

export const useMedicalChambers = () =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, 'chambers'],
    queryFn: () => call(therapistEndpoints.getMedicalChambers, {}),
    staleTime: Infinity,
  });

export const useDiseaseSubtypes = (enabled: boolean) =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, 'disease-subtypes'],
    queryFn: () => call(clientDiseaseEndpoints.getDiseaseSubtypes, {}),
    staleTime: Infinity,
    enabled,
  });

/** Spec 001 §5: the ICD-10 search asks for page 1 with 20 items; nothing is asked for no text. */
export const useIcd10Search = (query: string) =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, 'icd10', query],
    queryFn: () => call(icdEndpoints.getIcd10, { query, page: 1, limit: ICD_SEARCH_LIMIT }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
