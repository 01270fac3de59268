import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdditionalTherapistInput, VisitAdditionalTherapist } from '@wizytownik/contracts';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import type { Tx } from '../../platform/db/database.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { jsonRows } from './json-rows.ts';
import { fullName } from './sql-fields.ts';
import { VisitErrors } from './visits.errors.ts';
import { visitAdditionalTherapists, visits } from './visits.tables.ts';

/** The Polish refusals of an additional therapist (§2.3, §5). */
export const ADDITIONAL_THERAPIST_MESSAGES = {
  unknown: 'Nie znaleziono dodatkowego terapeuty.',
  inactive: 'Nie można dodać nieaktywnego terapeuty.',
  main: 'Terapeuta prowadzący wizytę nie może być terapeutą dodatkowym.',
  duplicate: 'Ten terapeuta został już dodany do wizyty.',
  foreignType: 'Terapeuta dodatkowy nie ma takiego typu wizyty.',
  inactiveType: 'Ten typ wizyty jest nieaktywny.',
  typeRequired: CONTRACT_MESSAGES['contract.additionalTherapistTypeRequired'],
} as const;

export interface AdditionalTherapist {
  readonly therapistId: number;
  readonly visitTypeId: number | null;
}

const M = ADDITIONAL_THERAPIST_MESSAGES;

/**
 * Checks a save's additional therapists and answers them as rows to store. Each must be a therapist
 * of the clinic (another clinic's reads as unknown), other than the main one, listed once, with a
 * visit type of their own; one with active visit types needs one chosen. A therapist or type the
 * visit already holds stays allowed after being deactivated, as an existing visit keeps an inactive
 * main therapist.
 */
export async function checkAdditionalTherapists(
  tx: Tx,
  tenantId: number,
  mainTherapistId: number,
  input: readonly AdditionalTherapistInput[],
  current: readonly AdditionalTherapist[] = [],
): Promise<AdditionalTherapist[]> {
  const wanted = input.map((a) => ({ therapistId: a.id, visitTypeId: a.therapistVisitTypeId ?? null }));
  const seen = new Set<number>();
  wanted.forEach((a, i) => {
    if (a.therapistId === mainTherapistId) throw VisitErrors.additional(M.main, i, 'id');
    if (seen.has(a.therapistId)) throw VisitErrors.additional(M.duplicate, i, 'id');
    seen.add(a.therapistId);
  });
  if (!wanted.length) return [];

  const ids = [...seen];
  const found = await tx
    .select({ id: therapists.id, active: sql<boolean>`${users.isActive} and ${therapists.isActive}` })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), inArray(therapists.id, ids)));
  const active = new Map(found.map((t) => [t.id, t.active]));
  const types = await tx
    .select({
      id: therapistVisitTypes.id,
      therapistId: therapistVisitTypes.therapistId,
      active: therapistVisitTypes.aktywna,
    })
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, tenantId), inArray(therapistVisitTypes.therapistId, ids)));

  wanted.forEach((a, i) => {
    const held = current.find((c) => c.therapistId === a.therapistId);
    const isActive = active.get(a.therapistId);
    if (isActive === undefined) throw VisitErrors.additional(M.unknown, i, 'id');
    if (!isActive && !held) throw VisitErrors.additional(M.inactive, i, 'id');
    const own = types.filter((t) => t.therapistId === a.therapistId);
    const unchanged = held !== undefined && held.visitTypeId === a.visitTypeId;
    if (a.visitTypeId === null) {
      if (!unchanged && own.some((t) => t.active)) {
        throw VisitErrors.additional(M.typeRequired, i, 'therapistVisitTypeId');
      }
      return;
    }
    const type = own.find((t) => t.id === a.visitTypeId);
    if (!type) throw VisitErrors.additional(M.foreignType, i, 'therapistVisitTypeId');
    if (!type.active && !unchanged) throw VisitErrors.additional(M.inactiveType, i, 'therapistVisitTypeId');
  });
  return wanted;
}

/** The additional therapists a visit holds now (for an update to compare against). */
export async function currentAdditionalTherapists(
  tx: Tx,
  tenantId: number,
  visitId: number,
): Promise<AdditionalTherapist[]> {
  return tx
    .select({
      therapistId: visitAdditionalTherapists.therapistId,
      visitTypeId: visitAdditionalTherapists.visitTypeId,
    })
    .from(visitAdditionalTherapists)
    .where(
      and(eq(visitAdditionalTherapists.tenantId, tenantId), eq(visitAdditionalTherapists.visitId, visitId)),
    );
}

/** Replaces a visit's additional therapists with checked rows, in the caller's transaction. */
export async function replaceAdditionalTherapists(
  tx: Tx,
  tenantId: number,
  visitId: number,
  rows: readonly AdditionalTherapist[],
): Promise<void> {
  await tx
    .delete(visitAdditionalTherapists)
    .where(
      and(eq(visitAdditionalTherapists.tenantId, tenantId), eq(visitAdditionalTherapists.visitId, visitId)),
    );
  await insertAdditionalTherapists(tx, tenantId, visitId, rows);
}

/** Stores checked rows for a visit that has none yet (a new visit). */
export async function insertAdditionalTherapists(
  tx: Tx,
  tenantId: number,
  visitId: number,
  rows: readonly AdditionalTherapist[],
): Promise<void> {
  if (!rows.length) return;
  await tx.insert(visitAdditionalTherapists).values(rows.map((r) => ({ tenantId, visitId, ...r })));
}

/** A visit's additional therapists with names and visit types, in the order they were added (a subquery of `visits`). */
export const additionalTherapistsOfVisit = jsonRows<VisitAdditionalTherapist>(
  {
    id: visitAdditionalTherapists.therapistId,
    name: fullName(users),
    typWizyty: therapistVisitTypes.nazwa,
    typWizytyId: visitAdditionalTherapists.visitTypeId,
  },
  sql`from ${visitAdditionalTherapists}
    join ${therapists} on ${therapists.id} = ${visitAdditionalTherapists.therapistId}
    join ${users} on ${users.id} = ${therapists.userId}
    left join ${therapistVisitTypes} on ${therapistVisitTypes.id} = ${visitAdditionalTherapists.visitTypeId}
    where ${visitAdditionalTherapists.tenantId} = ${visits.tenantId} and ${visitAdditionalTherapists.visitId} = ${visits.id}`,
  [visitAdditionalTherapists.id],
);
