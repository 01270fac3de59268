import type { MarketplaceDoctor, MarketplaceFacility } from '@wizytownik/contracts';
import { ZnanyLekarzError, type ZnanyLekarzPort } from '../../integrations/znany-lekarz/port.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { MarketplaceErrors } from './znany-lekarz.errors.ts';

export interface MarketplaceDeps {
  readonly db: DbOrTx;
  readonly znanyLekarz: ZnanyLekarzPort;
}

/** The marketplace is used only while the company setting znanyLekarzEnabled is on (spec 002 §7). */
async function enabledSettings(db: DbOrTx, tenantId: number) {
  const settings = await loadSettingsRow(db, tenantId);
  if (!settings.znanyLekarzEnabled) throw MarketplaceErrors.disabled();
  return settings;
}

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ZnanyLekarzError) throw MarketplaceErrors.failed(error.reason);
    throw error;
  }
}

export async function getMarketplaceFacilities(
  { db, znanyLekarz }: MarketplaceDeps,
  tenantId: number,
): Promise<MarketplaceFacility[]> {
  await enabledSettings(db, tenantId);
  return ask(() => znanyLekarz.getFacilities());
}

/** The doctors of a facility; without one, of the facility named in the company settings. */
export async function getMarketplaceDoctors(
  { db, znanyLekarz }: MarketplaceDeps,
  tenantId: number,
  facilityId: string | undefined,
): Promise<MarketplaceDoctor[]> {
  const settings = await enabledSettings(db, tenantId);
  const facility = facilityId || settings.znanyLekarzPlacowkaId.trim();
  if (!facility) throw MarketplaceErrors.noFacility();
  return ask(() => znanyLekarz.getDoctors(facility));
}

/** Linking a therapist to a marketplace doctor needs the integration on; unlinking is always allowed. */
export async function checkDoctorLink(
  db: DbOrTx,
  tenantId: number,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (after !== null && after !== before) await enabledSettings(db, tenantId);
}
