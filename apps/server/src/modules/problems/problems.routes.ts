import type { FastifyInstance } from 'fastify';
import { problemEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { deleteProblem, editProblem, getProblem, insertProblem, listProblems } from './problems.service.ts';

const READ = { access: 'Wizytownik_KlienciProblemy' } as const;
const EDIT = { access: 'Wizytownik_KlienciProblemyEdycja' } as const;

export function problemsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getAll, READ, (input, request) =>
    listProblems(db, requireAuth(request).tenantId, input.clientId),
  );
  route(app, e.get, READ, (input, request) => getProblem(db, requireAuth(request).tenantId, input.Id));
  route(app, e.insert, EDIT, (input, request) => insertProblem(db, requireAuth(request), input));
  route(app, e.edit, EDIT, (input, request) => editProblem(db, requireAuth(request), input));
  route(app, e.delete, EDIT, (input, request) => deleteProblem(db, requireAuth(request), input.Id));
}
