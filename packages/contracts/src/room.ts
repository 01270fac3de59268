import { z } from 'zod';
import { endpoint, NoResult } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/** Server page sizes of the rooms table (spec 002 §9: other tables 20/50/100/200). */
export const ROOM_PAGE_SIZES = [20, 50, 100, 200] as const;
export const ROOM_SORTINGS = ['name', 'description'] as const;

const Id = queryId();

export const RoomDto = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The outpost ('placówka'); null is the main location. */
  placowkaId: z.number().int().nullable(),
  placowkaName: z.string().nullable(),
  color: z.string().nullable(),
});
export type RoomDto = z.infer<typeof RoomDto>;

export const GetRoomsInput = z.object({
  query: text().trim().max(100).optional(),
  page: queryInt(1, INT4_MAX).default(1),
  limit: queryInt(1, INT4_MAX)
    .refine((n) => (ROOM_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(20),
  /** A column with an optional ' desc', e.g. `name desc`. */
  sorting: z
    .string()
    .regex(new RegExp(`^(${ROOM_SORTINGS.join('|')})( (asc|desc))?$`), message('contract.sortingInvalid'))
    .optional(),
});
export type GetRoomsInput = z.input<typeof GetRoomsInput>;

export const GetRoomsOutput = z.object({ items: z.array(RoomDto), totalCount: z.number().int() });
export type GetRoomsOutput = z.infer<typeof GetRoomsOutput>;

export const GetRoomsForPickerInput = z.object({ placowkaId: Id.optional() });

export const RoomIdInput = z.object({ Id });

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** What the add/edit dialog edits (spec 002 §5: name required). */
export const CreateRoomInput = z.object({
  name: text().trim().min(1, message('contract.roomNameRequired')).max(100),
  description: text()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  placowkaId: id().nullable().default(null),
  color: z
    .string()
    .regex(HEX_COLOR, message('contract.roomColorFormat'))
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateRoomInput = z.input<typeof CreateRoomInput>;

export const UpdateRoomInput = CreateRoomInput.extend({ id: id() });
export type UpdateRoomInput = z.input<typeof UpdateRoomInput>;

const tag = 'Room';
const base = '/api/services/app/Room';

export const roomEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: GetRoomsInput,
    result: GetRoomsOutput,
    summary: 'One page of the rooms, filtered and sorted',
    tag,
  }),
  getRooms: endpoint({
    method: 'GET',
    path: `${base}/GetRooms`,
    input: GetRoomsForPickerInput,
    result: z.array(RoomDto),
    summary: 'All rooms (pickers), optionally of one outpost',
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/Get`,
    input: RoomIdInput,
    result: RoomDto,
    summary: 'One room',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    input: CreateRoomInput,
    result: RoomDto,
    summary: 'Adds a room',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/Update`,
    input: UpdateRoomInput,
    result: RoomDto,
    summary: 'Changes a room',
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: RoomIdInput,
    result: NoResult,
    summary: 'Deletes a room',
    tag,
  }),
};
