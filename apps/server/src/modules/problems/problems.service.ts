import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EditProblemInput, InsertProblemInput, ProblemDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { users } from '../users/users.tables.ts';
import { ProblemErrors } from './problems.errors.ts';
import { patientProblems } from './problems.tables.ts';

type ProblemFields = z.output<typeof InsertProblemInput>;

/** Who changes the problems: the tenant, and the user for the audit log. */
type Actor = Pick<AuthContext, 'tenantId' | 'userId'>;

const AUDIT_ENTITY = 'patient_problem';

function selectProblems(db: DbOrTx, tenantId: number, where: SQL) {
  return db
    .select({
      id: patientProblems.id,
      clientid: patientProblems.clientId,
      nazwa: patientProblems.name,
      opis: patientProblems.description,
      problem_data: patientProblems.problemDate,
      createdAt: patientProblems.createdAt,
      terapeuta: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
    })
    .from(patientProblems)
    .leftJoin(users, eq(users.id, patientProblems.creatorUserId))
    .where(and(eq(patientProblems.tenantId, tenantId), where));
}

type ProblemRow = Awaited<ReturnType<typeof selectProblems>>[number];
const toDto = ({ createdAt, ...row }: ProblemRow): ProblemDto => ({
  ...row,
  createdate: createdAt.toISOString(),
});

/** A patient's problems, the latest problem date first. */
export async function listProblems(db: DbOrTx, tenantId: number, clientId: number): Promise<ProblemDto[]> {
  await requirePatientRow(db, tenantId, clientId);
  const rows = await selectProblems(db, tenantId, eq(patientProblems.clientId, clientId)).orderBy(
    desc(patientProblems.problemDate),
    desc(patientProblems.id),
  );
  return rows.map(toDto);
}

export async function getProblem(db: DbOrTx, tenantId: number, id: number): Promise<ProblemDto> {
  const [row] = await selectProblems(db, tenantId, eq(patientProblems.id, id));
  if (!row) throw ProblemErrors.unknownProblem();
  return toDto(row);
}

const values = (input: ProblemFields) => ({
  name: input.nazwa,
  description: input.opis,
  problemDate: input.data,
});

/** Adds a problem to a (not deleted) patient of the tenant; audited. */
export function insertProblem(db: DbOrTx, actor: Actor, input: ProblemFields): Promise<ProblemDto> {
  return db.transaction(async (tx) => {
    await requirePatientRow(tx, actor.tenantId, input.clientid, true);
    const [row] = await tx
      .insert(patientProblems)
      .values({
        tenantId: actor.tenantId,
        clientId: input.clientid,
        creatorUserId: actor.userId,
        ...values(input),
      })
      .returning({ id: patientProblems.id });
    const created = await getProblem(tx, actor.tenantId, row!.id);
    await recordAudit(tx, { ...audit(actor, created.id), action: 'create', after: created });
    return created;
  });
}

/** Changes a problem; the id must be one of that patient's problems. Audited with before and after. */
export function editProblem(
  db: DbOrTx,
  actor: Actor,
  input: z.output<typeof EditProblemInput>,
): Promise<ProblemDto> {
  return db.transaction(async (tx) => {
    const before = await getProblem(tx, actor.tenantId, input.id);
    if (before.clientid !== input.clientid) throw ProblemErrors.unknownProblem();
    await requirePatientRow(tx, actor.tenantId, input.clientid, true);
    await tx
      .update(patientProblems)
      .set(values(input))
      .where(and(eq(patientProblems.tenantId, actor.tenantId), eq(patientProblems.id, input.id)));
    const after = await getProblem(tx, actor.tenantId, input.id);
    await recordAudit(tx, { ...audit(actor, input.id), action: 'update', before, after });
    return after;
  });
}

/** Deletes a problem; the audit log keeps what it held. */
export async function deleteProblem(db: DbOrTx, actor: Actor, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await getProblem(tx, actor.tenantId, id);
    await tx
      .delete(patientProblems)
      .where(and(eq(patientProblems.tenantId, actor.tenantId), eq(patientProblems.id, id)));
    await recordAudit(tx, { ...audit(actor, id), action: 'delete', before });
  });
  return null;
}

const audit = (actor: Actor, id: number) => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  entity: AUDIT_ENTITY,
  entityId: id,
});
