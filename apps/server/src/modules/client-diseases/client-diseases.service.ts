import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type {
  ClientDiseaseDto,
  CreateClientDiseaseInput,
  DeleteClientDiseaseInput,
  GetClientDiseasesInput,
  UpdateClientDiseaseInput,
} from '@wizytownik/contracts';
import { DISEASE_SUBTYPES, type DiseaseKind } from '@wizytownik/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { icd10Codes } from '../icd/icd.tables.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { ClientDiseaseErrors } from './client-diseases.errors.ts';
import { clientDiseases } from './client-diseases.tables.ts';

type Fields = z.output<typeof CreateClientDiseaseInput>;

/** Who changes the entries: the tenant, and the user for the audit log. */
type Actor = Pick<AuthContext, 'tenantId' | 'userId'>;

const AUDIT_ENTITY = 'client_disease';

/** The tenant's entries that are not deleted, with their ICD-10 code. */
async function selectEntries(db: DbOrTx, tenantId: number, where: SQL | undefined) {
  const rows = await db
    .select({
      id: clientDiseases.id,
      clientId: clientDiseases.clientId,
      type: clientDiseases.type,
      description: clientDiseases.description,
      icd10_Id: clientDiseases.icd10Id,
      recognitionTime: clientDiseases.recognitionDate,
      curedTime: clientDiseases.curedDate,
      subtype: clientDiseases.subtype,
      icdKod: icd10Codes.code,
      icdOpis: icd10Codes.description,
    })
    .from(clientDiseases)
    .leftJoin(icd10Codes, eq(icd10Codes.id, clientDiseases.icd10Id))
    .where(and(eq(clientDiseases.tenantId, tenantId), isNull(clientDiseases.deletedAt), where))
    .orderBy(desc(clientDiseases.recognitionDate), desc(clientDiseases.id));
  return rows.map(({ icdKod, icdOpis, ...row }): ClientDiseaseDto => ({
    ...row,
    type: row.type as DiseaseKind,
    isCured: row.curedTime !== null,
    icd:
      row.icd10_Id !== null && icdKod !== null ? { id: row.icd10_Id, kod: icdKod, opis_icd: icdOpis! } : null,
  }));
}

/** A patient's allergies or diseases, newest recognition first; without `showAll` no cured ones. */
export async function listClientDiseases(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetClientDiseasesInput>,
): Promise<ClientDiseaseDto[]> {
  await requirePatientRow(db, tenantId, input.clientId);
  return selectEntries(
    db,
    tenantId,
    and(
      eq(clientDiseases.clientId, input.clientId),
      eq(clientDiseases.type, input.type),
      input.showAll ? undefined : isNull(clientDiseases.curedDate),
    ),
  );
}

export const listDiseaseSubtypes = () => DISEASE_SUBTYPES.map((s) => ({ ...s }));

async function getEntry(db: DbOrTx, tenantId: number, id: number): Promise<ClientDiseaseDto> {
  const [entry] = await selectEntries(db, tenantId, eq(clientDiseases.id, id));
  if (!entry) throw ClientDiseaseErrors.unknownEntry();
  return entry;
}

/** A code may be chosen while it is offered; an entry keeps its code after the code is retired. */
async function checkIcd10(db: DbOrTx, id: number | null, kept: number | null = null): Promise<void> {
  if (id === null || id === kept) return;
  const [row] = await db
    .select({ id: icd10Codes.id })
    .from(icd10Codes)
    .where(and(eq(icd10Codes.id, id), eq(icd10Codes.active, true)));
  if (!row) throw ClientDiseaseErrors.unknownIcd10();
}

/** `recognitionTime` is today (the clinic's date) when not given. */
const values = (input: Fields, today: string) => ({
  type: input.type,
  description: input.description,
  icd10Id: input.icd10_Id,
  recognitionDate: input.recognitionTime ?? today,
  curedDate: input.curedTime,
  subtype: input.subtype,
});

const audit = (actor: Actor, id: number) => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  entity: AUDIT_ENTITY,
  entityId: id,
});

/** Adds an allergy or a disease to a (not deleted) patient of the tenant; audited. */
export function createClientDisease(
  db: DbOrTx,
  actor: Actor,
  today: string,
  input: Fields,
): Promise<ClientDiseaseDto> {
  return db.transaction(async (tx) => {
    await requirePatientRow(tx, actor.tenantId, input.clientId, true);
    await checkIcd10(tx, input.icd10_Id);
    const [row] = await tx
      .insert(clientDiseases)
      .values({
        tenantId: actor.tenantId,
        clientId: input.clientId,
        creatorUserId: actor.userId,
        ...values(input, today),
      })
      .returning({ id: clientDiseases.id });
    const created = await getEntry(tx, actor.tenantId, row!.id);
    await recordAudit(tx, { ...audit(actor, created.id), action: 'create', after: created });
    return created;
  });
}

/** Changes an entry; the id must be one of that patient's entries. Audited with before and after. */
export function updateClientDisease(
  db: DbOrTx,
  actor: Actor,
  today: string,
  input: z.output<typeof UpdateClientDiseaseInput>,
): Promise<ClientDiseaseDto> {
  return db.transaction(async (tx) => {
    const before = await getEntry(tx, actor.tenantId, input.id);
    if (before.clientId !== input.clientId) throw ClientDiseaseErrors.unknownEntry();
    await requirePatientRow(tx, actor.tenantId, input.clientId, true);
    await checkIcd10(tx, input.icd10_Id, before.icd10_Id);
    await tx
      .update(clientDiseases)
      .set(values(input, today))
      .where(and(eq(clientDiseases.tenantId, actor.tenantId), eq(clientDiseases.id, input.id)));
    const after = await getEntry(tx, actor.tenantId, input.id);
    await recordAudit(tx, { ...audit(actor, input.id), action: 'update', before, after });
    return after;
  });
}

/** Deletes an entry with its reason: the row stays, marked deleted, and the audit log has both. */
export async function deleteClientDisease(
  db: DbOrTx,
  actor: Actor,
  now: Date,
  input: z.output<typeof DeleteClientDiseaseInput>,
): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await getEntry(tx, actor.tenantId, input.id);
    await requirePatientRow(tx, actor.tenantId, before.clientId, true);
    await tx
      .update(clientDiseases)
      .set({ deletedAt: now, deleterUserId: actor.userId, deleteReason: input.reason })
      .where(and(eq(clientDiseases.tenantId, actor.tenantId), eq(clientDiseases.id, input.id)));
    await recordAudit(tx, {
      ...audit(actor, input.id),
      action: 'delete',
      before,
      after: { reason: input.reason },
    });
  });
  return null;
}
