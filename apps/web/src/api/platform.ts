import { useMemo, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformEndpoints } from '@wizytownik/contracts';
import { isFeatureName, type FeatureName, type PermissionName } from '@wizytownik/domain';
import { setTextOverrides } from '../app/texts.ts';
import { call } from './client.ts';
import { useCurrentSession } from './session.ts';
import { useStoredUser } from './stored-user.ts';

export const featuresQuery = queryOptions({
  queryKey: ['features'],
  queryFn: () => call(platformEndpoints.getAllFeatures, {}),
  staleTime: Infinity,
});

/** The tenant's enabled features; null while they load (the guard waits for them). */
export function useFeatures(): ReadonlySet<FeatureName> | null {
  const user = useStoredUser();
  const query = useQuery({ ...featuresQuery, enabled: user !== null });
  return useMemo(() => {
    if (query.isError) return new Set();
    if (!query.data) return null;
    return new Set(
      query.data
        .filter((f) => f.isEnabled)
        .map((f) => f.name)
        .filter(isFeatureName),
    );
  }, [query.data, query.isError]);
}

/** The tenant's interface texts, applied over the catalog as they arrive. */
export const textsQuery = queryOptions({
  queryKey: ['texts'],
  queryFn: async () => {
    const texts = await call(platformEndpoints.getFrontendTexts, {});
    setTextOverrides(texts);
    return texts;
  },
  staleTime: Infinity,
});

/**
 * Loads what every page of a logged-in user needs: the session, the features and the tenant's texts
 * (applied over the catalog as they arrive). True once all three have answered or failed (and with no
 * user): the shell is then drawn once with them all, not again as each one arrives. Once true, it
 * stays so for the login: a query that failed is fetched again (pending) when the guard mounts.
 */
export function useStartupData(): boolean {
  const user = useStoredUser();
  const enabled = user !== null;
  const queries = [
    useCurrentSession(),
    useQuery({ ...featuresQuery, enabled }),
    useQuery({ ...textsQuery, enabled }),
  ];
  const [readyFor, setReadyFor] = useState<string>();
  if (!user) return true;
  const answered = queries.every((query) => !query.isPending);
  if (answered && readyFor !== user.accessToken) setReadyFor(user.accessToken);
  return answered || readyFor === user.accessToken;
}

/** What the user may open: granted permissions (from the session) and enabled features. */
export interface Access {
  readonly isGranted: (permission: PermissionName) => boolean;
  readonly features: ReadonlySet<FeatureName> | null;
}

export function useAccess(): Access {
  const session = useCurrentSession();
  const features = useFeatures();
  const permissions = session.data?.grantedPermissions;
  return useMemo(() => {
    const granted = new Set(permissions);
    return { isGranted: (permission) => granted.has(permission), features };
  }, [permissions, features]);
}
