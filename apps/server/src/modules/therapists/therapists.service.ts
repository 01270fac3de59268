import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  MEDICAL_CHAMBERS,
  MEDICAL_PROFESSIONS,
  icd9MainCategory,
  professionAllowsPrescriptions,
} from '@wizytownik/domain';
import type {
  GetTherapistsInput,
  Icd9Category,
  SaveTherapistInput,
  ScheduleEntry,
  TherapistDetails,
  TherapistListItem,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requirePickableOutpost } from '../company-settings/outposts.service.ts';
import { organizationalUnits, therapistGroups } from '../company-settings/organization.tables.ts';
import { users } from '../users/users.tables.ts';
import { fromGrosze, hhmm, toGrosze } from './money.ts';
import { certificateStatus } from './therapist-certificate.service.ts';
import { checkDoctorLink } from './znany-lekarz.service.ts';
import { TherapistErrors } from './therapists.errors.ts';
import { worksInOutpost } from './therapist-outposts.ts';
import { therapistIcd9Categories, therapistSchedules, therapists } from './therapists.tables.ts';

type ListInput = z.output<typeof GetTherapistsInput>;
export type SaveInput = z.output<typeof SaveTherapistInput>;

/** Listed as active when both the user account and the therapist row are. */
const activeSql = sql<boolean>`${users.isActive} and ${therapists.isActive}`;

export async function getTherapists(
  db: DbOrTx,
  tenantId: number,
  input: ListInput,
): Promise<{ totalCount: number; items: TherapistListItem[] }> {
  const filters: SQL[] = [eq(therapists.tenantId, tenantId)];
  if (input.IsActive !== undefined) filters.push(sql`(${activeSql}) = ${input.IsActive}`);
  if (input.placowkaId !== undefined) filters.push(worksInOutpost(db, [input.placowkaId]));
  if (input.SearchText) {
    const like = `%${input.SearchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.surname, like), ilike(therapists.phone, like))!);
  }
  const where = and(...filters);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(where);
  const rows = await db
    .select({
      therapistID: therapists.id,
      userID: users.id,
      name: users.name,
      surname: users.surname,
      phone: therapists.phone,
      color: therapists.color,
      visitTime: therapists.visitTime,
      isActive: activeSql,
      mainOrganizationalUnitID: therapists.mainOrganizationalUnitId,
    })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(where)
    .orderBy(asc(users.surname), asc(users.name), asc(therapists.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  if (!input.GetSchedules) return { totalCount: count?.n ?? 0, items: rows };
  const schedules = await schedulesOf(
    db,
    tenantId,
    rows.map((r) => r.therapistID),
  );
  return {
    totalCount: count?.n ?? 0,
    items: rows.map((r) => ({ ...r, schedules: schedules.filter((s) => s.therapistId === r.therapistID) })),
  };
}

/** The list as a signed-in user asks for it: an outpost filter must be one the user may pick. */
export async function getTherapistsFor(
  db: DbOrTx,
  user: Pick<AuthContext, 'tenantId' | 'userId'>,
  input: ListInput,
): Promise<{ totalCount: number; items: TherapistListItem[] }> {
  await requirePickableOutpost(db, user, input.placowkaId);
  return getTherapists(db, user.tenantId, input);
}

async function schedulesOf(
  db: DbOrTx,
  tenantId: number,
  therapistIds: number[],
): Promise<Array<ScheduleEntry & { therapistId: number }>> {
  if (therapistIds.length === 0) return [];
  const rows = await db
    .select()
    .from(therapistSchedules)
    .where(
      and(eq(therapistSchedules.tenantId, tenantId), inArray(therapistSchedules.therapistId, therapistIds)),
    )
    .orderBy(asc(therapistSchedules.day));
  return rows.map((s) => ({
    id: s.id,
    therapistId: s.therapistId,
    day: s.day,
    timeStart: hhmm(s.timeStart),
    timeEnd: hhmm(s.timeEnd),
    isEnabled: s.isEnabled,
  }));
}

/** The therapist row of a user of the caller's clinic; another clinic's user is "not found". */
export async function requireTherapistByUser(db: DbOrTx, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.userId, userId)));
  if (!row) throw TherapistErrors.unknownTherapist();
  return row;
}

export async function requireTherapistById(db: DbOrTx, tenantId: number, therapistId: number) {
  const [row] = await db
    .select()
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, therapistId)));
  if (!row) throw TherapistErrors.unknownTherapist();
  return row;
}

export async function getTherapistDetails(
  db: DbOrTx,
  tenantId: number,
  userId: number,
): Promise<TherapistDetails> {
  const t = await requireTherapistByUser(db, tenantId, userId);
  const [user] = await db.select().from(users).where(eq(users.id, t.userId));
  if (!user) throw TherapistErrors.unknownTherapist();
  const [schedules, categories, certificate] = await Promise.all([
    schedulesOf(db, tenantId, [t.id]),
    listIcd9Categories(db, tenantId, t.id),
    certificateStatus(db, tenantId, t.id),
  ]);
  return {
    therapistID: t.id,
    userID: user.id,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    isActive: user.isActive && t.isActive,
    phone: t.phone,
    pwz: t.pwz,
    visitTime: t.visitTime,
    rate: t.rate === null ? null : toGrosze(t.rate),
    color: t.color,
    znanyLekarzId: t.znanyLekarzId,
    mainOrganizationalUnitID: t.mainOrganizationalUnitId,
    plMedicalProfession: t.plMedicalProfession,
    medicalChamberCode: t.medicalChamberCode,
    groupId: t.groupId,
    smsTemplate: t.smsTemplate,
    schedules: schedules.map(({ therapistId: _, ...s }) => s),
    icD9Categories: categories,
    ...certificate,
  };
}

/** A therapist's ICD-9 main categories (chapters) by code; none for another clinic's therapist. */
export async function listIcd9Categories(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
): Promise<Icd9Category[]> {
  const rows = await db
    .select()
    .from(therapistIcd9Categories)
    .where(
      and(
        eq(therapistIcd9Categories.tenantId, tenantId),
        eq(therapistIcd9Categories.therapistId, therapistId),
      ),
    )
    .orderBy(asc(therapistIcd9Categories.category));
  return rows.map(toCategory);
}

const toCategory = (c: typeof therapistIcd9Categories.$inferSelect): Icd9Category => ({
  id: c.id,
  category: c.category,
  description: c.description,
  therapistId: c.therapistId,
});

/** Group, unit, profession and chamber must be the clinic's / known; a chamber only with prescriptions. */
async function checkReferences(db: DbOrTx, tenantId: number, input: SaveInput): Promise<string | null> {
  if (input.groupId !== null) {
    const [g] = await db
      .select({ id: therapistGroups.id })
      .from(therapistGroups)
      .where(and(eq(therapistGroups.tenantId, tenantId), eq(therapistGroups.id, input.groupId)));
    if (!g) throw TherapistErrors.unknownGroup();
  }
  if (input.mainOrganizationalUnitID !== null) {
    const [u] = await db
      .select({ id: organizationalUnits.id })
      .from(organizationalUnits)
      .where(
        and(
          eq(organizationalUnits.tenantId, tenantId),
          eq(organizationalUnits.id, input.mainOrganizationalUnitID),
        ),
      );
    if (!u) throw TherapistErrors.unknownUnit();
  }
  const profession = input.plMedicalProfession || null;
  if (profession !== null && !MEDICAL_PROFESSIONS.some((p) => p.kod === profession))
    throw TherapistErrors.unknownProfession();
  const chamber = input.medicalChamberCode || null;
  if (chamber !== null && !MEDICAL_CHAMBERS.some((c) => c.code === chamber))
    throw TherapistErrors.unknownChamber();
  return professionAllowsPrescriptions(profession) ? chamber : null;
}

/** Saves the general data and replaces the weekly schedule, in one transaction. */
export async function saveTherapist(
  db: DbOrTx,
  tenantId: number,
  input: SaveInput,
): Promise<TherapistDetails> {
  const t = await requireTherapistByUser(db, tenantId, input.userID);
  const chamber = await checkReferences(db, tenantId, input);
  await checkDoctorLink(db, tenantId, t.znanyLekarzId, input.znanyLekarzId || null);
  await db.transaction(async (tx) => {
    await tx
      .update(therapists)
      .set({
        phone: input.phone || null,
        pwz: input.pwz || null,
        visitTime: input.visitTime,
        rate: input.rate === null ? null : fromGrosze(input.rate),
        color: input.color,
        znanyLekarzId: input.znanyLekarzId || null,
        mainOrganizationalUnitId: input.mainOrganizationalUnitID,
        plMedicalProfession: input.plMedicalProfession || null,
        medicalChamberCode: chamber,
        groupId: input.groupId,
        smsTemplate: input.smsTemplate || null,
      })
      .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, t.id)));
    await tx
      .delete(therapistSchedules)
      .where(and(eq(therapistSchedules.tenantId, tenantId), eq(therapistSchedules.therapistId, t.id)));
    if (input.schedules.length) {
      await tx.insert(therapistSchedules).values(
        input.schedules.map((s) => ({
          tenantId,
          therapistId: t.id,
          day: s.day,
          timeStart: s.timeStart,
          timeEnd: s.timeEnd,
          isEnabled: s.isEnabled,
        })),
      );
    }
  });
  return getTherapistDetails(db, tenantId, input.userID);
}

export async function addIcd9Category(
  db: DbOrTx,
  tenantId: number,
  input: { category: string; therapistId: number },
): Promise<Icd9Category> {
  await requireTherapistById(db, tenantId, input.therapistId);
  const known = icd9MainCategory(input.category);
  if (!known) throw TherapistErrors.unknownIcd9();
  const [row] = await db
    .insert(therapistIcd9Categories)
    .values({
      tenantId,
      therapistId: input.therapistId,
      category: known.code,
      description: known.description,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw TherapistErrors.duplicateIcd9();
  return toCategory(row);
}

export async function deleteIcd9Category(db: DbOrTx, tenantId: number, id: number): Promise<true> {
  const deleted = await db
    .delete(therapistIcd9Categories)
    .where(and(eq(therapistIcd9Categories.tenantId, tenantId), eq(therapistIcd9Categories.id, id)))
    .returning({ id: therapistIcd9Categories.id });
  if (deleted.length === 0) throw TherapistErrors.unknownCategory();
  return true;
}
