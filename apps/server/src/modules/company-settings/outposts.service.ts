import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AdditionalOutpostDto,
  InsertAdditionalOutpostInput,
  OutpostOption,
  UpdateAdditionalOutpostInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { additionalOutposts } from './organization.tables.ts';
import { userOutpostIds } from '../users/user-outposts.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';
import { loadSettingsRow } from './company-settings.service.ts';

type Row = typeof additionalOutposts.$inferSelect;
type OutpostFields = z.output<typeof InsertAdditionalOutpostInput>;
type Caller = Pick<AuthContext, 'tenantId' | 'permissions'>;
type User = Pick<AuthContext, 'tenantId' | 'userId'>;
type Option = z.infer<typeof OutpostOption>;

/**
 * The outposts a user may pick, restricted to: undefined when the user lists no outposts of their own
 * (then every outpost is theirs), else the ids of the active company outposts the user lists.
 */
export type OutpostRestriction = readonly number[] | undefined;

const toDto = (row: Row, companySettingsId: number): AdditionalOutpostDto => ({
  id: row.id,
  companySettingsId,
  name: row.name,
  city: row.city,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2 ?? '',
  postcode: row.postcode ?? '',
  isActive: row.isActive,
});

export async function getAdditionalOutposts(db: DbOrTx, tenantId: number): Promise<AdditionalOutpostDto[]> {
  const settings = await loadSettingsRow(db, tenantId);
  const rows = await db
    .select()
    .from(additionalOutposts)
    .where(eq(additionalOutposts.tenantId, tenantId))
    .orderBy(asc(additionalOutposts.name));
  return rows.map((r) => toDto(r, settings.id));
}

/** The company's active outposts, or those of them among the ids given; by name. */
function activeOutposts(db: DbOrTx, tenantId: number, among?: readonly number[]): Promise<Option[]> {
  return db
    .select({ id: additionalOutposts.id, name: additionalOutposts.name })
    .from(additionalOutposts)
    .where(
      and(
        eq(additionalOutposts.tenantId, tenantId),
        eq(additionalOutposts.isActive, true),
        among ? inArray(additionalOutposts.id, [...among]) : undefined,
      ),
    )
    .orderBy(asc(additionalOutposts.name));
}

/**
 * The outposts a user may pick (spec 000 and 002, §6), for every screen's outpost picker and the
 * calendar's selector: the company's active outposts, restricted to the user's own extra outposts when
 * the user lists any (an empty list means all).
 */
export async function getOutpostsForDropdown(db: DbOrTx, user: User): Promise<Option[]> {
  const own = await userOutpostIds(db, user.tenantId, user.userId);
  return activeOutposts(db, user.tenantId, own.length ? own : undefined);
}

/** The same rule as ids for filtering; a user listing no outposts (the usual case) costs one query. */
export async function outpostRestriction(db: DbOrTx, user: User): Promise<OutpostRestriction> {
  const own = await userOutpostIds(db, user.tenantId, user.userId);
  if (!own.length) return undefined;
  return (await activeOutposts(db, user.tenantId, own)).map((o) => o.id);
}

/** Refuses an outpost (a filter or a saved value) the user may not pick; none (the main location) passes. */
export function checkOutpost(restriction: OutpostRestriction, outpostId: number | null | undefined): void {
  if (restriction && outpostId != null && !restriction.includes(outpostId))
    throw CompanySettingsErrors.outpostForbidden();
}

/** `checkOutpost` for a caller whose restriction is not at hand; reads it only when an outpost is given. */
export async function requirePickableOutpost(
  db: DbOrTx,
  user: User,
  outpostId: number | null | undefined,
): Promise<void> {
  if (outpostId != null) checkOutpost(await outpostRestriction(db, user), outpostId);
}

function requireSystemAdmin(caller: Caller): void {
  if (!caller.permissions.has('Wizytownik_SystemAdmin'))
    throw CompanySettingsErrors.outpostsNeedSystemAdmin();
}

const columns = (input: OutpostFields) => ({
  name: input.name,
  city: input.city,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  postcode: input.postcode,
  isActive: input.isActive,
});

export async function insertAdditionalOutpost(db: DbOrTx, caller: Caller, input: OutpostFields) {
  requireSystemAdmin(caller);
  const settings = await loadSettingsRow(db, caller.tenantId);
  const [row] = await db
    .insert(additionalOutposts)
    .values({ tenantId: caller.tenantId, ...columns(input) })
    .returning();
  return toDto(row!, settings.id);
}

export async function updateAdditionalOutpost(
  db: DbOrTx,
  caller: Caller,
  input: z.output<typeof UpdateAdditionalOutpostInput>,
) {
  requireSystemAdmin(caller);
  const settings = await loadSettingsRow(db, caller.tenantId);
  const [row] = await db
    .update(additionalOutposts)
    .set(columns(input))
    .where(and(eq(additionalOutposts.id, input.id), eq(additionalOutposts.tenantId, caller.tenantId)))
    .returning();
  if (!row) throw CompanySettingsErrors.outpostNotFound();
  return toDto(row, settings.id);
}
