import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySettingsEndpoints } from '@wizytownik/contracts';
import { call } from './client.ts';

/** The therapist groups: the settings' list, the therapist editor's picker and the calendar's filter. */
export const GROUPS_KEY = ['therapist-groups'] as const;

export const therapistGroupsQuery = queryOptions({
  queryKey: GROUPS_KEY,
  queryFn: () => call(companySettingsEndpoints.getTherapistGroups, {}),
});

export const useTherapistGroups = (enabled = true) => useQuery({ ...therapistGroupsQuery, enabled });
