import { z } from 'zod';
import { endpoint, NoInput } from './endpoint.ts';

export const SessionUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
});

export const SessionTenant = z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string() });

export const SessionTherapist = z.object({
  therapistID: z.number().int(),
  userID: z.number().int(),
  name: z.string(),
  surname: z.string(),
  color: z.string().nullable(),
  /**
   * Spec 001 §3 'Current user's therapist details': the profession allows prescriptions (`recepty`) and a
   * certificate is uploaded; together they offer the patient's prescriptions (the server checks again).
   * Always sent; optional only so that older fakes stay valid (absent reads as false).
   */
  recepty: z.boolean().optional(),
  czyCertyfikatWgrany: z.boolean().optional(),
});

export const CurrentLoginInformations = z.object({
  user: SessionUser.nullable(),
  tenant: SessionTenant.nullable(),
  grantedPermissions: z.array(z.string()),
  therapist: SessionTherapist.nullable(),
  forceResetPasswordAtLogin: z.boolean(),
  forceSet2FAAtLogin: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentLoginInformations = z.infer<typeof CurrentLoginInformations>;

export const sessionEndpoints = {
  getCurrentLoginInformations: endpoint({
    method: 'GET',
    path: '/api/services/app/Session/GetCurrentLoginInformations',
    input: NoInput,
    result: CurrentLoginInformations,
    summary: 'The logged-in user, tenant, permissions and forced steps',
    tag: 'Session',
  }),
};
