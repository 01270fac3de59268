import { and, asc, eq } from 'drizzle-orm';
import { normalizeCommission, visitTypeActive } from '@wizytownik/domain';
import type { InsertVisitTypeInput, TherapistVisitType, UpdateVisitTypeInput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { fromGrosze, toGrosze } from './money.ts';
import { TherapistErrors } from './therapists.errors.ts';
import { requireTherapistById, requireTherapistByUser } from './therapists.service.ts';
import { therapistVisitTypes } from './therapists.tables.ts';

type Row = typeof therapistVisitTypes.$inferSelect;
type InsertInput = z.output<typeof InsertVisitTypeInput>;
type UpdateInput = z.output<typeof UpdateVisitTypeInput>;

/** Who asks decides whether the commission is part of the reply (Wizytownik_Terapeuci_ProwizjaEdycja). */
export interface VisitTypeViewer {
  readonly tenantId: number;
  readonly seesCommission: boolean;
}

function toDto(row: Row, viewer: VisitTypeViewer): TherapistVisitType {
  const base = {
    id: row.id,
    terapeuta_id: row.therapistId,
    nazwa: row.nazwa,
    cena: toGrosze(row.cena),
    dlugosc_wizyty: row.dlugoscWizyty,
    aktywna: row.aktywna,
    domyslny_kod_icd9: row.domyslnyKodIcd9,
    domyslny_kod_icd9_opis: row.domyslnyKodIcd9Opis,
  };
  if (!viewer.seesCommission) return base;
  return { ...base, prowizja: toGrosze(row.prowizja), prowizja_procent: Number(row.prowizjaProcent) };
}

/** Without the commission permission sending commission fields is refused, not silently dropped. */
function commissionValues(input: InsertInput | UpdateInput, viewer: VisitTypeViewer) {
  const sent = input.prowizja !== undefined || input.prowizja_procent !== undefined;
  if (!sent) return {};
  if (!viewer.seesCommission) throw TherapistErrors.commissionForbidden();
  const c = normalizeCommission({
    prowizja: input.prowizja ?? 0,
    prowizja_procent: input.prowizja_procent ?? 0,
  });
  return { prowizja: fromGrosze(c.prowizja), prowizjaProcent: c.prowizja_procent.toFixed(2) };
}

const fields = (input: InsertInput | UpdateInput) => ({
  nazwa: input.nazwa,
  cena: fromGrosze(input.cena),
  dlugoscWizyty: input.dlugosc_wizyty,
  domyslnyKodIcd9: input.domyslny_kod_icd9 || null,
  domyslnyKodIcd9Opis: input.domyslny_kod_icd9_opis || null,
});

export async function getVisitTypesOfUser(
  db: DbOrTx,
  viewer: VisitTypeViewer,
  userId: number,
): Promise<TherapistVisitType[]> {
  const t = await requireTherapistByUser(db, viewer.tenantId, userId);
  const rows = await db
    .select()
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, viewer.tenantId), eq(therapistVisitTypes.therapistId, t.id)))
    .orderBy(asc(therapistVisitTypes.nazwa), asc(therapistVisitTypes.id));
  return rows.map((r) => toDto(r, viewer));
}

export async function getAllVisitTypes(db: DbOrTx, viewer: VisitTypeViewer): Promise<TherapistVisitType[]> {
  const rows = await db
    .select()
    .from(therapistVisitTypes)
    .where(eq(therapistVisitTypes.tenantId, viewer.tenantId))
    .orderBy(asc(therapistVisitTypes.therapistId), asc(therapistVisitTypes.nazwa));
  return rows.map((r) => toDto(r, viewer));
}

async function requireVisitType(db: DbOrTx, tenantId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, tenantId), eq(therapistVisitTypes.id, id)));
  if (!row) throw TherapistErrors.unknownVisitType();
  return row;
}

export async function getVisitType(
  db: DbOrTx,
  viewer: VisitTypeViewer,
  id: number,
): Promise<TherapistVisitType> {
  return toDto(await requireVisitType(db, viewer.tenantId, id), viewer);
}

export async function insertVisitType(
  db: DbOrTx,
  viewer: VisitTypeViewer,
  input: InsertInput,
): Promise<TherapistVisitType> {
  await requireTherapistById(db, viewer.tenantId, input.terapeuta_id);
  const [row] = await db
    .insert(therapistVisitTypes)
    .values({
      tenantId: viewer.tenantId,
      therapistId: input.terapeuta_id,
      ...fields(input),
      aktywna: visitTypeActive(0, input.aktywna),
      ...commissionValues(input, viewer),
    })
    .returning();
  if (!row) throw new Error('visit type insert returned nothing');
  return toDto(row, viewer);
}

export async function updateVisitType(
  db: DbOrTx,
  viewer: VisitTypeViewer,
  input: UpdateInput,
): Promise<TherapistVisitType> {
  await requireVisitType(db, viewer.tenantId, input.id);
  const [row] = await db
    .update(therapistVisitTypes)
    .set({ ...fields(input), aktywna: input.aktywna, ...commissionValues(input, viewer) })
    .where(and(eq(therapistVisitTypes.tenantId, viewer.tenantId), eq(therapistVisitTypes.id, input.id)))
    .returning();
  if (!row) throw TherapistErrors.unknownVisitType();
  return toDto(row, viewer);
}
