import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userEndpoints, type GetUsersInput } from '@wizytownik/contracts';
import { call } from './client.ts';

/**
 * Every query of users lives under this key: the users' list and every therapist query (a therapist
 * is a user with the role 'terapeuta': api/therapists.ts), the therapists' list, the editor's details
 * and the pickers of visits, patients and quick breaks. A change of a user or of a therapist
 * invalidates the key, so every place that shows users or therapists reloads.
 */
export const USERS_KEY = ['users'] as const;

/** The administration's list of users (Pages.Users). */
export const useUsers = (filters: GetUsersInput) =>
  useQuery({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: () => call(userEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });
