import type { MarketplaceDoctor, MarketplaceFacility } from '@wizytownik/contracts';

/**
 * The doctor-booking marketplace (ZnanyLekarz, Docplanner Integrations API v3) as the app uses it:
 * the facilities of the integration account and their doctors (design/integrations.md §4).
 */
export interface ZnanyLekarzPort {
  getFacilities(): Promise<MarketplaceFacility[]>;
  getDoctors(facilityId: string): Promise<MarketplaceDoctor[]>;
}

/**
 * Why a call failed, from the provider's HTTP status (its errors carry no machine code):
 * credentials 401 (also a refused token request), forbidden 403 (outside the account's estate),
 * notFound 404, rateLimited 429, unavailable for 5xx, time-outs, network errors and replies of an
 * unexpected shape.
 */
export type ZnanyLekarzFailure = 'credentials' | 'forbidden' | 'notFound' | 'rateLimited' | 'unavailable';

export class ZnanyLekarzError extends Error {
  constructor(
    readonly reason: ZnanyLekarzFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ZnanyLekarzError';
  }
}
