import { useMutation } from '@tanstack/react-query';
import {
  accountEndpoints,
  TenantAvailabilityState,
  tokenAuthEndpoints,
  type AuthenticateInput,
  type EndpointInput,
} from '@wizytownik/contracts';
import { call } from '../../api/client.ts';
import { useSignIn } from '../../api/session.ts';
import { text } from '../../app/texts.ts';

export interface LoginInput extends AuthenticateInput {
  /** The company name; empty for the default tenant. */
  readonly tenancyName: string;
}

/** The second step a login may need: the code for this token. */
export interface TwoFactorChallenge {
  readonly twoFactorToken: string;
  readonly tenantId: number;
}

export type LoginOutcome =
  { readonly kind: 'signedIn' } | ({ readonly kind: 'twoFactor' } & TwoFactorChallenge);

/** Spec 002 §2: a company name must resolve to an active tenant, else 'Błąd logowania.'. */
async function resolveTenant(tenancyName: string): Promise<number | undefined> {
  const name = tenancyName.trim();
  if (!name) return undefined;
  const reply = await call(accountEndpoints.isTenantAvailable, { tenancyName: name }, { anonymous: true });
  if (reply.state !== TenantAvailabilityState.Available || reply.tenantId === null) {
    throw new Error(text('login.failed'));
  }
  return reply.tenantId;
}

/** Logs in: resolves the company, authenticates, and either signs in or asks for the second factor. */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async ({ tenancyName, ...credentials }: LoginInput): Promise<LoginOutcome> => {
      const tenantId = await resolveTenant(tenancyName);
      const reply = await call(tokenAuthEndpoints.authenticate, credentials, { anonymous: true, tenantId });
      if (reply.requiresTwoFactorVerification && reply.twoFactorToken) {
        return { kind: 'twoFactor', twoFactorToken: reply.twoFactorToken, tenantId: reply.tenantId };
      }
      await signIn(reply);
      return { kind: 'signedIn' };
    },
  });
}

type VerifyTwoFactorLoginInput = EndpointInput<typeof tokenAuthEndpoints.verifyTwoFactorLogin>;

/** Completes a login with the code from the authenticator app. */
export function useVerifyTwoFactorLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (input: VerifyTwoFactorLoginInput) => {
      await signIn(await call(tokenAuthEndpoints.verifyTwoFactorLogin, input, { anonymous: true }));
    },
  });
}
