import { z } from 'zod';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { int, INT4_MAX, text } from './input.ts';
import { message } from './messages.ts';

export const TENANT_HEADER = 'Abp.TenantId';

export const AuthenticateInput = z.object({
  userNameOrEmailAddress: text().trim().min(1, message('contract.loginNameRequired')).max(256),
  password: text().min(1, message('contract.loginPasswordRequired')).max(128),
  rememberClient: z.boolean().default(false),
});
export type AuthenticateInput = z.input<typeof AuthenticateInput>;

export const AuthenticateOutput = z.object({
  accessToken: z.string().nullable(),
  expireInSeconds: z.number().int(),
  userId: z.number().int(),
  requiresTwoFactorVerification: z.boolean(),
  twoFactorToken: z.string().nullable(),
  tenantId: z.number().int(),
});
export type AuthenticateOutput = z.infer<typeof AuthenticateOutput>;

export const TwoFactorCode = z
  .string()
  .trim()
  .min(1, message('contract.twoFactorCodeRequired'))
  .regex(/^\d{6}$/, message('contract.twoFactorCodeDigits'));

export const VerifyTwoFactorLoginInput = z.object({
  code: TwoFactorCode,
  twoFactorToken: text().min(1).max(4096),
  tenantId: int(0, INT4_MAX),
});

export const EnableTwoFactorOutput = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeImage: z.string().describe('PNG image as a data: URL'),
  twoFactorToken: z.string(),
});

export const VerifyTwoFactorCodeInput = z.object({
  code: TwoFactorCode,
  twoFactorToken: text().min(1).max(4096),
});
export const DisableTwoFactorInput = z.object({ code: TwoFactorCode });
export const TwoFactorStateOutput = z.object({ twoFactorEnabled: z.boolean() });

export const tokenAuthEndpoints = {
  authenticate: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/Authenticate',
    input: AuthenticateInput,
    result: AuthenticateOutput,
    summary: 'Logs in with user name or e-mail and password',
    tag: 'TokenAuth',
  }),
  verifyTwoFactorLogin: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/VerifyTwoFactorLogin',
    input: VerifyTwoFactorLoginInput,
    result: AuthenticateOutput,
    summary: 'Completes a login with the second-factor code',
    tag: 'TokenAuth',
  }),
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/EnableTwoFactorAuthentication',
    input: NoInput,
    result: EnableTwoFactorOutput,
    summary: 'Starts two-factor setup: a new secret and its QR code',
    tag: 'TokenAuth',
  }),
  verifyTwoFactorCode: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/VerifyTwoFactorCode',
    input: VerifyTwoFactorCodeInput,
    result: TwoFactorStateOutput,
    summary: 'Switches two-factor on after checking a code from the new secret',
    tag: 'TokenAuth',
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/DisableTwoFactorAuthentication',
    input: DisableTwoFactorInput,
    result: TwoFactorStateOutput,
    summary: 'Switches two-factor off after checking a current code',
    tag: 'TokenAuth',
  }),
  logOut: endpoint({
    method: 'POST',
    path: '/api/TokenAuth/LogOut',
    input: NoInput,
    result: NoResult,
    summary: 'Ends the session: the token stops working on the server',
    tag: 'TokenAuth',
  }),
};
