import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { additionalOutposts, organizationalUnits } from '../company-settings/organization.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { rooms } from '../rooms/rooms.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { VisitErrors } from './visits.errors.ts';

/** The ids a visit points at; each must belong to the caller's clinic. */
export interface VisitReferences {
  readonly therapistId: number;
  readonly clientId: number;
  readonly roomId: number | null;
  readonly outpostId: number | null;
  readonly organizationalUnitId: number | null;
  readonly visitTypeId: number | null;
}

const exists = async (query: PromiseLike<unknown[]>): Promise<boolean> => (await query).length > 0;

/** A visit's room: the clinic's, and of the visit's outpost when it has one. */
export async function checkRoom(
  db: DbOrTx,
  tenantId: number,
  roomId: number,
  outpostId: number | null,
): Promise<void> {
  const [room] = await db
    .select({ outpostId: rooms.outpostId })
    .from(rooms)
    .where(and(eq(rooms.tenantId, tenantId), eq(rooms.id, roomId)));
  if (!room) throw VisitErrors.unknownRoom();
  // With an outpost chosen, the editor offers only that outpost's rooms.
  if (outpostId !== null && room.outpostId !== outpostId) throw VisitErrors.roomOutsideOutpost();
}

/**
 * Checks every reference of a visit within the tenant (another clinic's id reads as unknown) and
 * returns whether the therapist is active (account and therapist row).
 */
export async function checkVisitReferences(
  db: DbOrTx,
  tenantId: number,
  refs: VisitReferences,
): Promise<{ therapistActive: boolean }> {
  const [therapist] = await db
    .select({ active: sql<boolean>`${users.isActive} and ${therapists.isActive}` })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, refs.therapistId)));
  if (!therapist) throw VisitErrors.unknownTherapist();

  const patient = db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, refs.clientId), isNull(clients.deletedAt)));
  if (!(await exists(patient))) throw VisitErrors.unknownPatient();

  if (refs.outpostId !== null) {
    const outpost = db
      .select({ id: additionalOutposts.id })
      .from(additionalOutposts)
      .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.id, refs.outpostId)));
    if (!(await exists(outpost))) throw VisitErrors.unknownOutpost();
  }
  if (refs.roomId !== null) await checkRoom(db, tenantId, refs.roomId, refs.outpostId);
  if (refs.organizationalUnitId !== null) {
    const unit = db
      .select({ id: organizationalUnits.id })
      .from(organizationalUnits)
      .where(
        and(
          eq(organizationalUnits.tenantId, tenantId),
          eq(organizationalUnits.id, refs.organizationalUnitId),
        ),
      );
    if (!(await exists(unit))) throw VisitErrors.unknownUnit();
  }
  if (refs.visitTypeId !== null) {
    const type = db
      .select({ id: therapistVisitTypes.id })
      .from(therapistVisitTypes)
      .where(
        and(
          eq(therapistVisitTypes.tenantId, tenantId),
          eq(therapistVisitTypes.therapistId, refs.therapistId),
          eq(therapistVisitTypes.id, refs.visitTypeId),
        ),
      );
    if (!(await exists(type))) throw VisitErrors.unknownVisitType();
  }
  return { therapistActive: therapist.active };
}
