import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySettingsEndpoints, userEndpoints } from '@wizytownik/contracts';
import { call } from './client.ts';

/**
 * Every outpost query lives under this key: the settings' list, the pickers of rooms, users and the
 * calendar. A change of an outpost invalidates the key, so every place that shows outposts reloads.
 */
export const OUTPOSTS_KEY = ['outposts'] as const;

/** The settings' list, inactive outposts included (Wizytownik_SystemAdmin). */
export const useOutposts = () =>
  useQuery({
    queryKey: [...OUTPOSTS_KEY, 'all'],
    queryFn: () => call(companySettingsEndpoints.getAdditionalOutposts, {}),
  });

/** The active outposts to pick from (open to every user): the calendar's filter, a room's outpost. */
export const outpostOptionsQuery = queryOptions({
  queryKey: [...OUTPOSTS_KEY, 'options'],
  queryFn: () => call(companySettingsEndpoints.getAdditionalOutpostsForDropdown, {}),
  staleTime: 60_000,
});

export const useOutpostOptions = () => useQuery(outpostOptionsQuery);

/** The outposts a user may be given (the users' screen asks its own service). */
export const useUserOutpostOptions = () =>
  useQuery({
    queryKey: [...OUTPOSTS_KEY, 'for-users'],
    queryFn: () => call(userEndpoints.getAdditionalOutposts, {}),
  });
