import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './input.ts';

/** ABP's tenant availability states. */
export const TenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;

export const IsTenantAvailableInput = z.object({ tenancyName: text().trim().min(1).max(64) });
export const IsTenantAvailableOutput = z.object({
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tenantId: z.number().int().nullable(),
});

export const accountEndpoints = {
  isTenantAvailable: endpoint({
    method: 'POST',
    path: '/api/services/app/Account/IsTenantAvailable',
    input: IsTenantAvailableInput,
    result: IsTenantAvailableOutput,
    summary: 'Resolves a company name to a tenant',
    tag: 'Account',
  }),
};
