import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TREATMENT_PICKER_LIMIT,
  treatmentEndpoints as e,
  type GetZabiegiListInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import { useListMutation } from './mutation.ts';

/*
 * Physiotherapy treatments (spec 002 §10 Zabiegi, `/zabiegi`): the treatments with their subtypes and
 * the treatment categories. Every query lives under one key: a treatment, a subtype or a category
 * changed reloads the list, the open treatment and the categories (a category shows its count of
 * treatments, a treatment its category's name).
 */
export const TREATMENTS_KEY = ['treatments'] as const;

/** One page of the treatments, filtered and sorted on the server. */
export const useTreatments = (filters: GetZabiegiListInput) =>
  useQuery({
    queryKey: [...TREATMENTS_KEY, 'list', filters],
    queryFn: () => call(e.getList, filters),
    placeholderData: keepPreviousData,
  });

/** One treatment with its subtypes, as the edit dialog shows it. */
export const useTreatmentDetails = (id: number) =>
  useQuery({
    queryKey: [...TREATMENTS_KEY, 'details', id],
    queryFn: () => call(e.getDetails, { id }),
  });

/** The clinic's treatment categories by name, each with its count of treatments. */
export const useTreatmentCategories = () =>
  useQuery({ queryKey: [...TREATMENTS_KEY, 'categories'], queryFn: () => call(e.getCategories, {}) });

export const useInsertTreatment = () => useListMutation(e.insert, TREATMENTS_KEY);
export const useUpdateTreatment = () => useListMutation(e.update, TREATMENTS_KEY);
export const useInsertSubtype = () => useListMutation(e.insertSubtype, TREATMENTS_KEY);
export const useUpdateSubtype = () => useListMutation(e.updateSubtype, TREATMENTS_KEY);
export const useInsertTreatmentCategory = () => useListMutation(e.insertCategory, TREATMENTS_KEY);
export const useUpdateTreatmentCategory = () => useListMutation(e.updateCategory, TREATMENTS_KEY);
export const useDeleteTreatmentCategory = () => useListMutation(e.deleteCategory, TREATMENTS_KEY);

/**
 * Every treatment of the clinic with its subtypes (active and inactive: the pickers show the inactive
 * ones disabled), for the visit editor's treatment select; asked only while `enabled` (feature on).
 */
export const useTreatmentPicker = (enabled: boolean) =>
  useQuery({
    queryKey: [...TREATMENTS_KEY, 'list', { picker: true }],
    queryFn: () => call(e.getList, { limit: TREATMENT_PICKER_LIMIT }),
    enabled,
    staleTime: 60_000,
  });
