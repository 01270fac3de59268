import type { FastifyInstance } from 'fastify';
import { roleEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { listRoleNames } from '../users/user-admin.service.ts';
import {
  allPermissions,
  createRole,
  deleteRole,
  getRoleForEdit,
  listRoles,
  updateRole,
} from './roles.service.ts';

const ROLES = { access: 'Pages.Roles' } as const;

export function rolesRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getAll, ROLES, (_input, request) => listRoles(db, requireAuth(request).tenantId));
  route(app, e.getRoles, ROLES, (_input, request) => listRoleNames(db, requireAuth(request).tenantId));
  route(app, e.getAllPermissions, ROLES, async () => allPermissions());
  route(app, e.getRoleForEdit, ROLES, (input, request) =>
    getRoleForEdit(db, requireAuth(request).tenantId, input.Id),
  );
  route(app, e.create, ROLES, (input, request) => createRole(db, requireAuth(request), input));
  route(app, e.update, ROLES, (input, request) => updateRole(db, requireAuth(request), input));
  route(app, e.delete, ROLES, (input, request) => deleteRole(db, requireAuth(request), input.Id));
}
