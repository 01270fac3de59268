import type { ZnanyLekarzFailure } from '../../integrations/znany-lekarz/port.ts';
import { appError, type ErrorCode } from '../../platform/errors.ts';

/** The provider's answer, by its status (design/integrations.md §4.2). */
const FAILURES = {
  credentials: 'marketplace.credentialsRejected',
  forbidden: 'marketplace.facilityForbidden',
  notFound: 'marketplace.facilityNotFound',
  rateLimited: 'marketplace.rateLimited',
  unavailable: 'marketplace.unavailable',
} as const satisfies Record<ZnanyLekarzFailure, ErrorCode>;

export const MarketplaceErrors = {
  disabled: () => appError('marketplace.disabled'),
  noFacility: () => appError('marketplace.noFacility', { members: ['facilityId'] }),
  failed: (reason: ZnanyLekarzFailure) => appError(FAILURES[reason]),
};
