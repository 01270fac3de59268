import type { FastifyInstance } from 'fastify';
import { userEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  addUser,
  deleteUser,
  getUserDto,
  listOutposts,
  listRoleNames,
  listUsers,
  queryUsersWithRoles,
  resetPassword,
  resetTwoFactor,
  updateUser,
} from './user-admin.service.ts';
import { changePassword } from './users.service.ts';
import type { ModuleDeps } from '../registry.ts';

const USERS = { access: 'Pages.Users' } as const;
const tenantOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

export function usersRoutes(app: FastifyInstance, { db, sessions }: ModuleDeps): void {
  // A user's sessions kept by the guard are dropped once an edit (activity, roles) or a deletion ended.
  const forgetting = <T>(userId: number, done: Promise<T>) => done.finally(() => sessions.forgetUser(userId));
  route(app, e.changePassword, { access: 'authenticated' }, (input, request) =>
    changePassword(db, requireAuth(request), input),
  );
  // Therapist pickers all over the app need the names.
  route(app, e.queryUsersWithRoles, { access: 'authenticated' }, (input, request) =>
    queryUsersWithRoles(db, tenantOf(request), input),
  );
  route(app, e.getAll, USERS, (input, request) => listUsers(db, tenantOf(request), input));
  route(app, e.get, USERS, (input, request) => getUserDto(db, tenantOf(request), input.Id));
  route(app, e.create, USERS, (input, request) => addUser(db, tenantOf(request), input));
  route(app, e.update, USERS, (input, request) =>
    forgetting(input.id, updateUser(db, tenantOf(request), input)),
  );
  route(app, e.delete, USERS, (input, request) =>
    forgetting(input.Id, deleteUser(db, requireAuth(request), input.Id)),
  );
  route(app, e.resetPassword, USERS, (input, request) => resetPassword(db, requireAuth(request), input));
  route(app, e.reset2FA, USERS, (input, request) => resetTwoFactor(db, tenantOf(request), input.id));
  route(app, e.getRoles, USERS, (_input, request) => listRoleNames(db, tenantOf(request)));
  route(app, e.getAdditionalOutposts, USERS, (_input, request) => listOutposts(db, tenantOf(request)));
}
