import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionEndpoints, tokenAuthEndpoints, type AuthenticateOutput } from '@wizytownik/contracts';
import { resetTextOverrides, text } from '../app/texts.ts';
import { call } from './client.ts';
import { reloadPage } from './reload-page.ts';
import { clearStoredUser, setStoredUser, updateStoredUser, useStoredUser } from './stored-user.ts';

async function loadSession() {
  const info = await call(sessionEndpoints.getCurrentLoginInformations, {});
  if (!info.user) {
    // Spec 002 §4: session information without a user logs out and reloads.
    clearStoredUser();
    reloadPage();
  } else {
    updateStoredUser({
      forceResetPasswordAtLogin: info.forceResetPasswordAtLogin,
      forceSet2FAAtLogin: info.forceSet2FAAtLogin,
    });
  }
  return info;
}

/** The session info; loading it also refreshes the forced steps kept with the stored user. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: loadSession,
  staleTime: Infinity,
});

/** The logged-in user, tenant, granted permissions, therapist and 2FA state. Idle when logged out. */
export function useCurrentSession() {
  const user = useStoredUser();
  return useQuery({ ...sessionQuery, enabled: user !== null });
}

/** Loads the session info again (after a change the server reflects in it, e.g. a forced step done). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Completes a login from the token reply: stores the user, loads the session, opens the dashboard. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (reply: AuthenticateOutput) => {
    if (!reply.accessToken) throw new Error(text('login.failed'));
    setStoredUser({
      accessToken: reply.accessToken,
      tenantId: reply.tenantId,
      userId: reply.userId,
      forceResetPasswordAtLogin: false,
      forceSet2FAAtLogin: false,
    });
    try {
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    } catch (error) {
      clearStoredUser();
      throw error;
    }
    await navigate('/');
  };
}

/** Ends the session on the server, then forgets the user, permissions and texts and shows the login. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(tokenAuthEndpoints.logOut, {}),
    onSettled: async () => {
      clearStoredUser();
      queryClient.clear();
      resetTextOverrides();
      await navigate('/login');
    },
  });
}
