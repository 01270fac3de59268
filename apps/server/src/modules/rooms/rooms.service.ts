import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CreateRoomInput, GetRoomsInput, RoomDto, UpdateRoomInput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requirePickableOutpost } from '../company-settings/outposts.service.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { RoomErrors } from './rooms.errors.ts';
import { rooms } from './rooms.tables.ts';

type RoomFields = z.output<typeof CreateRoomInput>;
type RoomPage = z.output<typeof GetRoomsInput>;

const columns = {
  id: rooms.id,
  name: rooms.name,
  description: rooms.description,
  placowkaId: rooms.outpostId,
  placowkaName: additionalOutposts.name,
  color: rooms.color,
};

/** Rooms with their outpost's name; the outpost join also stays within the tenant. */
function selectRooms(db: DbOrTx, tenantId: number, where?: SQL) {
  return db
    .select(columns)
    .from(rooms)
    .leftJoin(
      additionalOutposts,
      and(eq(additionalOutposts.id, rooms.outpostId), eq(additionalOutposts.tenantId, tenantId)),
    )
    .where(and(eq(rooms.tenantId, tenantId), where));
}

function searchFilter(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(rooms.name, pattern), ilike(rooms.description, pattern));
}

export async function listRooms(db: DbOrTx, tenantId: number, input: RoomPage) {
  const where = searchFilter(input.query);
  const [column = 'name', direction] = (input.sorting ?? 'name').split(' ');
  const sortBy = column === 'description' ? rooms.description : rooms.name;
  const items = await selectRooms(db, tenantId, where)
    .orderBy(direction === 'desc' ? desc(sortBy) : asc(sortBy), asc(rooms.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [total] = await db
    .select({ n: count() })
    .from(rooms)
    .where(and(eq(rooms.tenantId, tenantId), where));
  return { items, totalCount: total?.n ?? 0 };
}

/** Every room for pickers; with an outpost id only that outpost's rooms. */
export function listAllRooms(db: DbOrTx, tenantId: number, outpostId?: number): Promise<RoomDto[]> {
  return selectRooms(db, tenantId, outpostId ? eq(rooms.outpostId, outpostId) : undefined).orderBy(
    asc(rooms.name),
    asc(rooms.id),
  );
}

/** The pickers' list as a signed-in user asks for it: an outpost filter must be one the user may pick. */
export async function listRoomsForPicker(
  db: DbOrTx,
  user: Pick<AuthContext, 'tenantId' | 'userId'>,
  outpostId?: number,
): Promise<RoomDto[]> {
  await requirePickableOutpost(db, user, outpostId);
  return listAllRooms(db, user.tenantId, outpostId);
}

export async function getRoom(db: DbOrTx, tenantId: number, id: number): Promise<RoomDto> {
  const [room] = await selectRooms(db, tenantId, eq(rooms.id, id));
  if (!room) throw RoomErrors.unknownRoom();
  return room;
}

/** A room may name only an outpost of its own tenant. */
async function checkOutpost(db: DbOrTx, tenantId: number, outpostId: number | null): Promise<void> {
  if (outpostId === null) return;
  const [row] = await db
    .select({ id: additionalOutposts.id })
    .from(additionalOutposts)
    .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.id, outpostId)));
  if (!row) throw RoomErrors.unknownOutpost();
}

const values = (input: RoomFields) => ({
  name: input.name,
  description: input.description,
  outpostId: input.placowkaId,
  color: input.color,
});

export async function createRoom(db: DbOrTx, tenantId: number, input: RoomFields): Promise<RoomDto> {
  await checkOutpost(db, tenantId, input.placowkaId);
  const [row] = await db
    .insert(rooms)
    .values({ tenantId, ...values(input) })
    .returning({ id: rooms.id });
  return getRoom(db, tenantId, row!.id);
}

export async function updateRoom(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof UpdateRoomInput>,
): Promise<RoomDto> {
  await checkOutpost(db, tenantId, input.placowkaId);
  const [row] = await db
    .update(rooms)
    .set(values(input))
    .where(and(eq(rooms.tenantId, tenantId), eq(rooms.id, input.id)))
    .returning({ id: rooms.id });
  if (!row) throw RoomErrors.unknownRoom();
  return getRoom(db, tenantId, row.id);
}

export async function deleteRoom(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const [row] = await db
    .delete(rooms)
    .where(and(eq(rooms.tenantId, tenantId), eq(rooms.id, id)))
    .returning({ id: rooms.id });
  if (!row) throw RoomErrors.unknownRoom();
  return null;
}
