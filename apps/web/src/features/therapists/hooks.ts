import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  companySettingsEndpoints,
  therapistEndpoints as e,
  type GetTherapistsInput,
} from '@wizytownik/contracts';
import { call } from '../../api/client.ts';
import { useListMutation } from '../../api/mutation.ts';

export const THERAPISTS_KEY = ['therapists'] as const;
const detailsKey = (userId: number) => [...THERAPISTS_KEY, 'details', userId] as const;
const visitTypesKey = (userId: number) => [...THERAPISTS_KEY, 'visit-types', userId] as const;

export const useTherapists = (filters: GetTherapistsInput) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'list', filters],
    queryFn: () => call(e.getAll, filters),
    placeholderData: keepPreviousData,
  });

export const useTherapistDetails = (userId: number) =>
  useQuery({ queryKey: detailsKey(userId), queryFn: () => call(e.getDetails, { userId }) });

/** Saving reloads the list and the editor's details. */
export const useSaveTherapist = () => useListMutation(e.saveOrUpdate, THERAPISTS_KEY);
export const useAddIcd9Category = () => useListMutation(e.addIcd9Category, THERAPISTS_KEY);
export const useDeleteIcd9Category = () => useListMutation(e.deleteIcd9Category, THERAPISTS_KEY);

/** Fixed lists of the domain: loaded once per session. */
export const useIcd9MainCategories = () =>
  useQuery({
    queryKey: ['dictionary', 'icd9-main'],
    queryFn: () => call(e.getIcd9MainCategories, {}),
    staleTime: Infinity,
  });
export const useMedicalProfessions = () =>
  useQuery({
    queryKey: ['dictionary', 'professions'],
    queryFn: () => call(e.getMedicalProfessions, {}),
    staleTime: Infinity,
  });
export const useMedicalChambers = () =>
  useQuery({
    queryKey: ['dictionary', 'chambers'],
    queryFn: () => call(e.getMedicalChambers, {}),
    staleTime: Infinity,
  });

/** The pickers' lists come from the company settings (groups, and P1 units with the IntegracjaP1 feature). */
export const useTherapistGroupOptions = () =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'groups'],
    queryFn: () => call(companySettingsEndpoints.getTherapistGroups, {}),
  });
export const useOrganizationalUnitOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'units'],
    // Spec 002 §7: the therapist editor asks with companySettingsId 0.
    queryFn: () => call(companySettingsEndpoints.getOrganizationalUnits, { companySettingsId: 0 }),
    enabled,
  });

export const useTherapistVisitTypes = (userId: number) =>
  useQuery({ queryKey: visitTypesKey(userId), queryFn: () => call(e.getVisitTypes, { userId }) });
export const useInsertVisitType = () => useListMutation(e.insertVisitType, THERAPISTS_KEY);
export const useUpdateVisitType = () => useListMutation(e.updateVisitType, THERAPISTS_KEY);
