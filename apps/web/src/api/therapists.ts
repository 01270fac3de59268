import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  therapistEndpoints,
  therapistExceptionEndpoints,
  userEndpoints,
  type GetTherapistsInput,
} from '@wizytownik/contracts';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import { call } from './client.ts';
import { USERS_KEY } from './users.ts';

/**
 * The therapist queries: the list, the editor's details and visit types, and the pickers of visits,
 * patients and quick breaks. They live under the users' key (a therapist is a user): a change of a
 * therapist or of a user (its name, activity, roles) invalidates USERS_KEY and reloads all of them.
 */
const THERAPISTS = [...USERS_KEY, 'therapists'] as const;

/** The spec's therapist lists for pickers hold up to 1000 therapists (§9). */
const THERAPIST_PICKER_LIMIT = 1000;

export const useTherapists = (filters: GetTherapistsInput) =>
  useQuery({
    queryKey: [...THERAPISTS, 'list', filters],
    queryFn: () => call(therapistEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

export const useTherapistDetails = (userId: number) =>
  useQuery({
    queryKey: [...THERAPISTS, 'details', userId],
    queryFn: () => call(therapistEndpoints.getDetails, { userId }),
  });

/** Visit types of a therapist, by the therapist's user id (0: none chosen, nothing asked). */
export const useTherapistVisitTypes = (userId: number) =>
  useQuery({
    queryKey: [...THERAPISTS, 'visit-types', userId],
    queryFn: () => call(therapistEndpoints.getVisitTypes, { userId }),
    enabled: userId > 0,
  });

/** The therapists to pick for a visit: only active ones, and only those of an outpost, when asked. */
export const therapistOptionsQuery = (onlyActive: boolean, outpostId: number | null) =>
  queryOptions({
    queryKey: [...THERAPISTS, 'visit-picker', onlyActive, outpostId],
    queryFn: () =>
      call(therapistEndpoints.getAll, {
        page: 1,
        limit: THERAPIST_PICKER_LIMIT,
        IsActive: onlyActive ? 'true' : undefined,
        placowkaId: outpostId ?? undefined,
      }),
  });

export const useTherapistOptions = (onlyActive: boolean, outpostId: number | null) =>
  useQuery(therapistOptionsQuery(onlyActive, outpostId));

/** The patient editor's picker: active users with the role 'terapeuta', without the admin (spec 001 §6). */
export const therapistChoicesQuery = queryOptions({
  queryKey: [...THERAPISTS, 'patient-picker'],
  queryFn: () =>
    call(userEndpoints.queryUsersWithRoles, {
      IsActive: true,
      RolesList: [THERAPIST_ROLE],
      ExcludeAdmin: true,
    }),
});

export const useTherapistChoices = () => useQuery(therapistChoicesQuery);

/** The quick breaks screen's picker. */
export const therapistsForBreaksQuery = queryOptions({
  queryKey: [...THERAPISTS, 'for-breaks'],
  queryFn: () => call(therapistExceptionEndpoints.getTherapistsForBreaks, {}),
});

export const useTherapistsForBreaks = () => useQuery(therapistsForBreaksQuery);
