import type { FastifyInstance } from 'fastify';
import { roleEndpoints as e } from '@wizytownik/contracts';
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
import type { ModuleDeps } from '../registry.ts';

const ROLES = { access: 'Pages.Roles' } as const;

export function rolesRoutes(app: FastifyInstance, { db, sessions }: ModuleDeps): void {
  // A role's permissions reach its users' sessions kept by the guard: all are dropped after an edit.
  const forgetting = <T>(done: Promise<T>) => done.finally(() => sessions.forgetAll());
  route(app, e.getAll, ROLES, (_input, request) => listRoles(db, requireAuth(request).tenantId));
  route(app, e.getRoles, ROLES, (_input, request) => listRoleNames(db, requireAuth(request).tenantId));
  route(app, e.getAllPermissions, ROLES, async () => allPermissions());
  route(app, e.getRoleForEdit, ROLES, (input, request) =>
    getRoleForEdit(db, requireAuth(request).tenantId, input.Id),
  );
  route(app, e.create, ROLES, (input, request) => createRole(db, requireAuth(request), input));
  route(app, e.update, ROLES, (input, request) => forgetting(updateRole(db, requireAuth(request), input)));
  route(app, e.delete, ROLES, (input, request) => forgetting(deleteRole(db, requireAuth(request), input.Id)));
}
