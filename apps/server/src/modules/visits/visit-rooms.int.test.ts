import { readFileSync } from 'node:fs';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListRoomVisitsOutput, VisitDetails } from '@wizytownik/contracts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { rooms } from '../rooms/rooms.tables.ts';
import { visits } from './visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V, type VisitsClinic } from './visits.test-kit.ts';

const s = useVisitsClinic();
const ROOM_TAKEN = 'Gabinet jest w tym czasie zajęty przez inną wizytę. Wybierz inny termin lub gabinet.';

let c: VisitsClinic;
let outpostId: number;
/** Two rooms at the main location, one in the outpost. */
let room1: number;
let room2: number;
let outpostRoom: number;

async function addRoom(name: string, outpost: number | null = null, tenantId = c.clinic.tenant.id) {
  const [row] = await s.t.db
    .insert(rooms)
    .values({ tenantId, name, outpostId: outpost })
    .returning({ id: rooms.id });
  return row!.id;
}

beforeAll(async () => {
  c = await createVisitsClinic(s.t);
  const [outpost] = await s.t.db
    .insert(additionalOutposts)
    .values({ tenantId: c.clinic.tenant.id, name: 'Filia', city: 'Kraków', addressLine1: 'Długa 1' })
    .returning({ id: additionalOutposts.id });
  outpostId = outpost!.id;
  room2 = await addRoom('Gabinet 2');
  room1 = await addRoom('Gabinet 1');
  outpostRoom = await addRoom('Gabinet w filii', outpostId);
});

const create = (body: object) => c.call({ url: `${V}/CreatePatientVisit`, body });
const shift = (body: object) => c.call({ url: `${V}/ShiftVisit`, body });
/** Drags a visit to a time of a day and, when given, to a room (null: none). */
const moveTo = (visitId: number, date: string, start: string, end: string, room?: number | null) =>
  shift({
    visitId,
    startTime: at(start, date),
    endTime: at(end, date),
    ...(room !== undefined && { roomId: room }),
  });
/** Books a visit of a new therapist (so only the room can clash). */
const bookIn = async (roomId: number | null, start: string, end: string, date?: string) =>
  c.book({
    therapistId: (await c.addTherapist()).id,
    roomId,
    startTime: at(start, date),
    endTime: at(end, date),
  });
const roomOf = async (id: number) =>
  (await s.t.db.select({ roomId: visits.roomId }).from(visits).where(eq(visits.id, id)))[0]!.roomId;

describe('a room holds one active visit at a time', () => {
  it('refuses a visit of another therapist in a taken room with the Polish 409; adjacent and other rooms pass', async () => {
    await bookIn(room1, '09:00', '10:00', '2030-02-04');
    const therapistId = (await c.addTherapist()).id;
    const clash = await create(
      c.visit({
        therapistId,
        roomId: room1,
        startTime: at('09:30', '2030-02-04'),
        endTime: at('10:30', '2030-02-04'),
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ errorCode: 'visit.roomOverlap', message: ROOM_TAKEN });
    await bookIn(room1, '10:00', '11:00', '2030-02-04');
    await bookIn(room2, '09:30', '10:30', '2030-02-04');
    await bookIn(null, '09:30', '10:30', '2030-02-04');
  });

  it('frees the room of a cancelled visit', async () => {
    const id = await bookIn(room1, '09:00', '10:00', '2030-02-05');
    await c.call({ url: `${V}/CancelVisit`, body: { id, status_subtype: 1 } });
    await bookIn(room1, '09:00', '10:00', '2030-02-05');
  });

  it('refuses a save of the editor into a taken room', async () => {
    await bookIn(room1, '09:00', '10:00', '2030-02-06');
    const id = await bookIn(room2, '09:00', '10:00', '2030-02-06');
    const details = (
      await c.call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })
    ).body.result as VisitDetails;
    const res = await c.call({
      method: 'PUT',
      url: `${V}/UpdatePatientvisitDetails`,
      body: {
        id,
        startTime: details.startTime,
        endTime: details.endTime,
        therapistId: details.therapistId,
        clientId: details.clientId,
        roomId: room1,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(ROOM_TAKEN);
    expect(await roomOf(id)).toBe(room2);
  });

  it('refuses a series whose later visit meets a taken room, naming its date, and saves none of it', async () => {
    await s.t.db
      .insert(companySettings)
      .values({ tenantId: c.clinic.tenant.id, allowRegularVisits: true })
      .onConflictDoUpdate({ target: companySettings.tenantId, set: { allowRegularVisits: true } });
    await bookIn(room2, '09:30', '10:30', '2030-03-11');
    const therapistId = (await c.addTherapist()).id;
    const res = await create(
      c.visit({
        therapistId,
        roomId: room2,
        startTime: at('09:00', '2030-03-04'),
        endTime: at('10:00', '2030-03-04'),
        regularVisit: true,
        regularVisitPeriod: 2,
        regularVisitEndDate: '2030-03-18',
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      errorCode: 'visit.seriesRoomOverlap',
      message:
        'Wizyta cykliczna z dnia 11-03-2030: gabinet jest w tym czasie zajęty przez inną wizytę. Nie zapisano żadnej wizyty serii.',
    });
    const [row] = await s.t.db.select({ n: count() }).from(visits).where(eq(visits.therapistId, therapistId));
    expect(row!.n).toBe(0);
  });

  it('two bookings of one room at once leave one', async () => {
    const staff = await Promise.all(Array.from({ length: 8 }, () => c.addTherapist()));
    const replies = await Promise.all(
      staff.map((t, i) =>
        create(
          c.visit({
            therapistId: t.id,
            roomId: room2,
            startTime: at(`09:0${i}`, '2030-02-07'),
            endTime: at('10:00', '2030-02-07'),
          }),
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.error?.message).toBe(ROOM_TAKEN);
    const [row] = await s.t.db
      .select({ n: count() })
      .from(visits)
      .where(
        inArray(
          visits.therapistId,
          staff.map((t) => t.id),
        ),
      );
    expect(row!.n).toBe(1);
  });
});

describe('ShiftVisit with a room (drag on the rooms calendar)', () => {
  it('moves a visit to another room and time, or out of any room; the room stays when left out', async () => {
    const id = await bookIn(room1, '09:00', '10:00', '2030-02-11');
    const moved = await moveTo(id, '2030-02-11', '11:00', '12:00', room2);
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ roomId: room2, startTime: '2030-02-11T10:00:00.000Z' });
    await moveTo(id, '2030-02-11', '11:30', '12:30');
    expect(await roomOf(id)).toBe(room2);
    await moveTo(id, '2030-02-11', '11:30', '12:30', null);
    expect(await roomOf(id)).toBeNull();
  });

  it('refuses a move onto a taken room with the Polish 409 and changes nothing', async () => {
    await bookIn(room1, '09:00', '10:00', '2030-02-12');
    const id = await bookIn(room2, '09:00', '10:00', '2030-02-12');
    const res = await moveTo(id, '2030-02-12', '09:15', '10:15', room1);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(ROOM_TAKEN);
    const [row] = await s.t.db.select().from(visits).where(eq(visits.id, id));
    expect(row).toMatchObject({ roomId: room2, startTime: new Date(at('09:00', '2030-02-12')) });
  });

  it("refuses another clinic's room and, for a visit saved into an outpost, another outpost's room", async () => {
    const other = await createVisitsClinic(s.t);
    const foreign = await addRoom('Obcy', null, other.clinic.tenant.id);
    const id = await bookIn(null, '09:00', '10:00', '2030-02-13');
    const times = { startTime: at('09:00', '2030-02-13'), endTime: at('10:00', '2030-02-13') };
    const unknown = await shift({ visitId: id, ...times, roomId: foreign });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('Nie znaleziono gabinetu.');
    const inOutpost = await c.book({
      therapistId: (await c.addTherapist()).id,
      additionalOutpostId: outpostId,
      ...times,
    });
    const outside = await shift({ visitId: inOutpost, ...times, roomId: room1 });
    expect(outside.status).toBe(400);
    expect(outside.body.error?.message).toBe('Gabinet nie należy do wybranej placówki.');
    expect((await shift({ visitId: inOutpost, ...times, roomId: outpostRoom })).status).toBe(200);
  });
});

describe('ListVisitsByRooms', () => {
  const list = (body: object, call = c.call) => call({ url: `${V}/ListVisitsByRooms`, body });

  it("answers the clinic's rooms by name and the day's visits with their room, those without one too", async () => {
    const inRoom = await bookIn(room2, '09:00', '10:00', '2030-02-18');
    const without = await bookIn(null, '11:00', '12:00', '2030-02-18');
    await bookIn(room1, '09:00', '10:00', '2030-02-19');
    const res = await list({ startDate: '18-02-2030', endDate: '18-02-2030' });
    expect(res.status).toBe(200);
    const result = res.body.result as ListRoomVisitsOutput;
    expect(result.rooms.map((r) => r.name)).toEqual(['Gabinet 1', 'Gabinet 2', 'Gabinet w filii']);
    expect(result.items.map((i) => [i.id, i.roomId])).toEqual([
      [inRoom, room2],
      [without, null],
    ]);
  });

  it("with an outpost: that outpost's rooms and their visits only", async () => {
    const times = { startTime: at('09:00', '2030-02-20'), endTime: at('10:00', '2030-02-20') };
    const there = await c.book({
      therapistId: (await c.addTherapist()).id,
      additionalOutpostId: outpostId,
      roomId: outpostRoom,
      ...times,
    });
    await bookIn(room1, '09:00', '10:00', '2030-02-20');
    const res = await list({ startDate: '20-02-2030', endDate: '20-02-2030', placowkaId: outpostId });
    const result = res.body.result as ListRoomVisitsOutput;
    expect(result.rooms).toEqual([{ roomId: outpostRoom, name: 'Gabinet w filii', color: null }]);
    expect(result.items.map((i) => i.id)).toEqual([there]);
  });

  it('needs Wizytownik_Wizyty', async () => {
    const calendarOnly = await c.as(['Wizytownik_Moj_Kalendarz']);
    expect((await list({ startDate: '18-02-2030', endDate: '18-02-2030' }, calendarOnly)).status).toBe(403);
    const reader = await c.as(['Wizytownik_Wizyty']);
    expect((await list({ startDate: '18-02-2030', endDate: '18-02-2030' }, reader)).status).toBe(200);
  });
});

describe('migration visits_room_no_overlap', () => {
  const [clearing] = readFileSync(
    new URL('../../../drizzle/0023_visits_room_no_overlap.sql', import.meta.url),
    'utf8',
  ).split('--> statement-breakpoint');

  it('frees the later visit of each overlap that is left, visit by visit, so a chain keeps what it can', async () => {
    const tenantId = c.clinic.tenant.id;
    const staff = await Promise.all(Array.from({ length: 6 }, () => c.addTherapist()));
    const day = '2030-04-01';
    const rows = [
      // A 09–11 keeps; B 10–12 overlaps A (freed); C 11:30–13 overlaps only B, so keeps; D 12:30–14 overlaps C.
      ['09:00', '11:00', room1, 0],
      ['10:00', '12:00', room1, 0],
      ['11:30', '13:00', room1, 0],
      ['12:30', '14:00', room1, 0],
      // A cancelled visit holds no room; the other room's visit is apart.
      ['09:00', '11:00', room2, 2],
      ['09:30', '10:30', room2, 0],
    ] as const;
    const freed = await s.t.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table visits drop constraint visits_room_no_overlap`);
        const ids = [];
        for (const [i, [start, end, roomId, status]] of rows.entries()) {
          const [row] = await tx
            .insert(visits)
            .values({
              tenantId,
              therapistId: staff[i]!.id,
              clientId: c.clientId,
              roomId,
              status,
              startTime: new Date(at(start, day)),
              endTime: new Date(at(end, day)),
            })
            .returning({ id: visits.id });
          ids.push(row!.id);
        }
        await tx.execute(sql.raw(clearing!));
        const after = await tx
          .select({ id: visits.id, roomId: visits.roomId })
          .from(visits)
          .where(inArray(visits.id, ids));
        // Rolled back: the constraint is back and the rows are gone.
        throw Object.assign(new Error('rollback'), { after, ids });
      })
      .catch((e: { after?: { id: number; roomId: number | null }[]; ids: number[] }) => {
        if (!e.after) throw e;
        const byId = new Map(e.after.map((r) => [r.id, r.roomId]));
        return e.ids.map((id) => byId.get(id));
      });
    expect(freed).toEqual([room1, null, room1, null, room2, room2]);
  });
});
