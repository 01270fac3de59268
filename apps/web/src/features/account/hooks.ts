import { tokenAuthEndpoints, userEndpoints } from '@wizytownik/contracts';
import { useEndpointMutation } from '../../api/mutation.ts';

export const useChangePassword = () => useEndpointMutation(userEndpoints.changePassword);

/** Starts two-factor setup: a new secret with its QR code, and the token to verify it with. */
export const useEnableTwoFactor = () => useEndpointMutation(tokenAuthEndpoints.enableTwoFactor);

/** Switches two-factor on once a code of the new secret checks out. */
export const useVerifyTwoFactorCode = () => useEndpointMutation(tokenAuthEndpoints.verifyTwoFactorCode);

export const useDisableTwoFactor = () => useEndpointMutation(tokenAuthEndpoints.disableTwoFactor);
