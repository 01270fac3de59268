import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './input.ts';

/**
 * The doctor-booking marketplace (ZnanyLekarz) as the therapist editor uses it (spec 002 §7): its
 * facilities and their doctors, to link a therapist to a doctor (`znanyLekarzId`). Only while the
 * company setting znanyLekarzEnabled is on. Marketplace ids are strings.
 */
const TAG = 'ZnanyLekarzService';
const BASE = '/api/services/app/ZnanyLekarzService';

export const MarketplaceFacility = z.object({ id: z.string(), name: z.string() });
export type MarketplaceFacility = z.infer<typeof MarketplaceFacility>;

export const MarketplaceDoctor = z.object({ id: z.string(), name: z.string(), surname: z.string() });
export type MarketplaceDoctor = z.infer<typeof MarketplaceDoctor>;

export const GetMarketplaceDoctorsInput = z.object({
  /** Empty: the facility of the company settings (znanyLekarzPlacowkaId). */
  facilityId: text().trim().max(64).optional(),
});
export type GetMarketplaceDoctorsInput = z.input<typeof GetMarketplaceDoctorsInput>;

export const znanyLekarzEndpoints = {
  getFacilities: endpoint({
    method: 'GET',
    path: `${BASE}/GetFacilities`,
    input: z.object({}),
    result: z.array(MarketplaceFacility),
    summary: "The marketplace facilities of the clinic's integration account",
    tag: TAG,
  }),
  getDoctors: endpoint({
    method: 'GET',
    path: `${BASE}/GetDoctors`,
    input: GetMarketplaceDoctorsInput,
    result: z.array(MarketplaceDoctor),
    summary: 'The doctors of one marketplace facility',
    tag: TAG,
  }),
};
