import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TenantAvailabilityState } from '@wizytownik/contracts';
import { ALL_FEATURE_NAMES, FEATURES, type FeatureName } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { createStaticRoles } from '../roles/roles.service.ts';
import { TenantErrors } from './tenants.errors.ts';
import { tenantFeatures, tenants } from './tenants.tables.ts';

/** The tenant used when the login form leaves the company name empty. */
export const DEFAULT_TENANCY_NAME = 'Default';

export type Tenant = typeof tenants.$inferSelect;

export async function findTenantByName(db: DbOrTx, tenancyName: string): Promise<Tenant | undefined> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(eq(sql`lower(${tenants.tenancyName})`, tenancyName.trim().toLowerCase()));
  return row;
}

export async function findTenant(db: DbOrTx, id: number): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function isTenantAvailable(db: DbOrTx, tenancyName: string) {
  const tenant = await findTenantByName(db, tenancyName);
  if (!tenant) return { state: TenantAvailabilityState.NotFound, tenantId: null };
  if (!tenant.isActive) return { state: TenantAvailabilityState.InActive, tenantId: null };
  return { state: TenantAvailabilityState.Available, tenantId: tenant.id };
}

export interface CreateTenantInput {
  readonly tenancyName: string;
  readonly name: string;
  readonly features: readonly FeatureName[];
}

/** A tenant with its static roles and feature flags, in one transaction. */
export async function createTenant(db: DbOrTx, input: CreateTenantInput): Promise<Tenant> {
  return db.transaction(async (tx) => {
    if (await findTenantByName(tx, input.tenancyName)) throw TenantErrors.tenancyNameTaken(input.tenancyName);
    const [tenant] = await tx
      .insert(tenants)
      .values({ tenancyName: input.tenancyName.trim(), name: input.name.trim() })
      .returning();
    if (!tenant) throw new Error('tenant insert returned nothing');
    await createStaticRoles(tx, tenant.id);
    await tx.insert(tenantFeatures).values(
      ALL_FEATURE_NAMES.map((name) => ({
        tenantId: tenant.id,
        name,
        isEnabled: input.features.includes(name),
      })),
    );
    return tenant;
  });
}

export async function listTenants(db: DbOrTx): Promise<Tenant[]> {
  return db.select().from(tenants).orderBy(asc(tenants.id));
}

export async function getFeatures(db: DbOrTx, tenantId: number) {
  const rows = await db.select().from(tenantFeatures).where(eq(tenantFeatures.tenantId, tenantId));
  const enabled = new Set(rows.filter((r) => r.isEnabled).map((r) => r.name));
  return ALL_FEATURE_NAMES.map((name) => ({
    name,
    displayName: FEATURES[name],
    isEnabled: enabled.has(name),
  }));
}

/**
 * Whether the tenant has the feature on, as a column of another module's query (null: no row, off).
 * `tenantId` may be a placeholder of a prepared query.
 */
export function featureEnabledSql(tenantId: number | Placeholder, feature: FeatureName): SQL<boolean | null> {
  return sql<boolean | null>`(select ${tenantFeatures.isEnabled} from ${tenantFeatures}
    where ${tenantFeatures.tenantId} = ${tenantId} and ${tenantFeatures.name} = ${feature})`;
}

// Prepared: the route guard asks it on every request to a route of a feature.
const featureQuery = preparedPerHandle((db) =>
  db
    .select({ isEnabled: tenantFeatures.isEnabled })
    .from(tenantFeatures)
    .where(
      and(
        eq(tenantFeatures.tenantId, sql.placeholder('tenantId')),
        eq(tenantFeatures.name, sql.placeholder('feature')),
      ),
    )
    .prepare('tenant_feature'),
);

export async function isFeatureEnabled(db: DbOrTx, tenantId: number, feature: FeatureName): Promise<boolean> {
  const [row] = await featureQuery(db).execute({ tenantId, feature });
  return row?.isEnabled ?? false;
}

export async function setFeature(db: DbOrTx, tenantId: number, feature: FeatureName, isEnabled: boolean) {
  if (!(await findTenant(db, tenantId))) throw TenantErrors.unknownTenant();
  await db
    .insert(tenantFeatures)
    .values({ tenantId, name: feature, isEnabled })
    .onConflictDoUpdate({ target: [tenantFeatures.tenantId, tenantFeatures.name], set: { isEnabled } });
}
