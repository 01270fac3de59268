import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  therapistEndpoints,
  therapistExceptionEndpoints,
  userEndpoints,
  type GetTherapistsInput,
} from '@wizytownik/contracts';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import { call } from './client.ts';

/**
 * Every therapist query lives under this key: the list, the editor's details and visit types, and the
 * pickers of visits, patients and quick breaks. Saving a therapist reloads all of them.
 */
export const THERAPISTS_KEY = ['therapists'] as const;

/** The spec's therapist lists for pickers hold up to 1000 therapists (§9). */
const THERAPIST_PICKER_LIMIT = 1000;

export const useTherapists = (filters: GetTherapistsInput) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'list', filters],
    queryFn: () => call(therapistEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

export const useTherapistDetails = (userId: number) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'details', userId],
    queryFn: () => call(therapistEndpoints.getDetails, { userId }),
  });

/** Visit types of a therapist, by the therapist's user id (0: none chosen, nothing asked). */
export const useTherapistVisitTypes = (userId: number) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'visit-types', userId],
    queryFn: () => call(therapistEndpoints.getVisitTypes, { userId }),
    enabled: userId > 0,
  });

/** The therapists to pick for a visit: only active ones, and only those of an outpost, when asked. */
export const useTherapistOptions = (onlyActive: boolean, outpostId: number | null) =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'visit-picker', onlyActive, outpostId],
    queryFn: () =>
      call(therapistEndpoints.getAll, {
        page: 1,
        limit: THERAPIST_PICKER_LIMIT,
        IsActive: onlyActive ? 'true' : undefined,
        placowkaId: outpostId ?? undefined,
      }),
  });

/** The patient editor's picker: active users with the role 'terapeuta', without the admin (spec 001 §6). */
export const useTherapistChoices = () =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'patient-picker'],
    queryFn: () =>
      call(userEndpoints.queryUsersWithRoles, {
        IsActive: true,
        RolesList: [THERAPIST_ROLE],
        ExcludeAdmin: true,
      }),
  });

/** The quick breaks screen's picker. */
export const useTherapistsForBreaks = () =>
  useQuery({
    queryKey: [...THERAPISTS_KEY, 'for-breaks'],
    queryFn: () => call(therapistExceptionEndpoints.getTherapistsForBreaks, {}),
  });
