import type { FastifyInstance } from 'fastify';
import { roomEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  createRoom,
  deleteRoom,
  getRoom,
  listRooms,
  listRoomsForPicker,
  updateRoom,
} from './rooms.service.ts';

const READ = { access: 'Wizytownik_Rooms' } as const;
const EDIT = { access: 'Wizytownik_Rooms_Edycja' } as const;
/** The rooms' names for the visit editor's select: whoever books or opens visits needs them. */
const PICK = { access: ['Wizytownik_Rooms', 'Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'] } as const;
const tenantOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

export function roomsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getAll, READ, (input, request) => listRooms(db, tenantOf(request), input));
  route(app, e.getRooms, PICK, (input, request) =>
    listRoomsForPicker(db, requireAuth(request), input.placowkaId),
  );
  route(app, e.get, READ, (input, request) => getRoom(db, tenantOf(request), input.Id));
  route(app, e.create, EDIT, (input, request) => createRoom(db, tenantOf(request), input));
  route(app, e.update, EDIT, (input, request) => updateRoom(db, tenantOf(request), input));
  route(app, e.delete, EDIT, (input, request) => deleteRoom(db, tenantOf(request), input.Id));
}
