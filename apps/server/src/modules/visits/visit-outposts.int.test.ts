import { describe, expect, it } from 'vitest';
import type {
  ListVisitsOutput,
  OutpostOption,
  VisitSearchItem,
  SideListItem,
  TherapistListItem,
  RoomDto,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { rooms } from '../rooms/rooms.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { at, RECEPTION, useVisitsClinic, V, type Therapist } from './visits.test-kit.ts';

/**
 * Outposts per user (spec 000 and 002, §6): a user listing extra outposts picks, filters by, books into
 * and reads the visits of only those; a user listing none has all of them.
 */
const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
const OUTPOST_REFUSED = 'Nie masz dostępu do tej placówki.';
const DATE = '2030-03-04';
const RANGE = { startDate: '04-03-2030', endDate: '04-03-2030' };

interface World {
  a: number;
  b: number;
  /** Works only in A, only in B; the clinic's therapist works in all (lists no outposts). */
  inA: Therapist;
  inB: Therapist;
  /** Visits: of the therapist of A, of B, and of the therapist of all saved into B and into none. */
  visitA: number;
  visitB: number;
  visitAllInB: number;
  visitAllNone: number;
  /** Reception limited to A; reception with no outposts of its own. */
  restricted: Call;
  unrestricted: Call;
}

async function addOutpost(name: string, isActive = true): Promise<number> {
  const [row] = await s.t.db
    .insert(additionalOutposts)
    .values({ tenantId: s.c.clinic.tenant.id, name, city: 'Kraków', addressLine1: 'Długa 1', isActive })
    .returning({ id: additionalOutposts.id });
  return row!.id;
}

async function limit(userId: number, outpostIds: number[]): Promise<void> {
  await s.t.db
    .insert(userOutposts)
    .values(outpostIds.map((outpostId) => ({ tenantId: s.c.clinic.tenant.id, userId, outpostId })));
}

async function receptionOf(outpostIds: number[]): Promise<Call> {
  const user = await s.c.clinic.addUser({ permissions: [...RECEPTION, 'Wizytownik_Rooms'] });
  if (outpostIds.length) await limit(user.id, outpostIds);
  const token = await s.c.clinic.login(user.userName);
  return (options) => s.t.call({ ...options, token });
}

let world: Promise<World> | undefined;
/** Made once, by the first test that needs it. */
function setUp(): Promise<World> {
  world ??= (async () => {
    const a = await addOutpost('Placówka A');
    const b = await addOutpost('Placówka B');
    const inactive = await addOutpost('Placówka nieczynna', false);
    const inA = await s.c.addTherapist();
    const inB = await s.c.addTherapist();
    await limit(inA.userId, [a]);
    await limit(inB.userId, [b]);
    const book = (therapistId: number, additionalOutpostId: number | undefined, time: string) =>
      s.c.book({
        therapistId,
        additionalOutpostId,
        startTime: at(time, DATE),
        endTime: at(`${time.slice(0, 2)}:30`, DATE),
      });
    return {
      a,
      b,
      inA,
      inB,
      visitA: await book(inA.id, a, '09:00'),
      visitB: await book(inB.id, b, '09:00'),
      visitAllInB: await book(s.c.therapist.id, b, '10:00'),
      visitAllNone: await book(s.c.therapist.id, undefined, '11:00'),
      restricted: await receptionOf([a, inactive]),
      unrestricted: await receptionOf([]),
    };
  })();
  return world;
}

async function ok<T>(call: Call, url: string, body?: object): Promise<T> {
  const { status, body: reply } = await call(body ? { url, body } : { method: 'GET', url });
  expect(status, JSON.stringify(reply.error)).toBe(200);
  return reply.result as T;
}

async function expectRefused(call: Call, url: string, body?: object): Promise<void> {
  const { status, body: reply } = await call(body ? { url, body } : { method: 'GET', url });
  expect(status).toBe(403);
  expect(reply.error?.message).toBe(OUTPOST_REFUSED);
}

const dropdown = (call: Call) =>
  ok<z.infer<typeof OutpostOption>[]>(
    call,
    '/api/services/app/CompanySettings/GetAdditionalOutpostsForDropdown',
  );
const calendar = (call: Call, filter: object = {}) =>
  ok<ListVisitsOutput>(call, `${V}/ListVisits`, { ...RANGE, ...filter });
const visitIds = (out: { items: { id: number }[] }) => out.items.map((i) => i.id).sort((x, y) => x - y);
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe('GetAdditionalOutpostsForDropdown', () => {
  it("offers a restricted user only the company's active outposts the user lists", async () => {
    const w = await setUp();
    expect(await dropdown(w.restricted)).toEqual([{ id: w.a, name: 'Placówka A' }]);
  });

  it('offers a user listing no outposts every active outpost', async () => {
    const w = await setUp();
    const names = (await dropdown(w.unrestricted)).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Placówka A', 'Placówka B']));
    expect(names).not.toContain('Placówka nieczynna');
  });
});

describe('the calendar of a user restricted to outpost A', () => {
  it('refuses a filter by outpost B', async () => {
    const w = await setUp();
    await expectRefused(w.restricted, `${V}/ListVisits`, { ...RANGE, placowkaId: w.b });
  });

  it("filtered by A shows A's therapists and their visits, not those saved into B", async () => {
    const w = await setUp();
    const out = await calendar(w.restricted, { placowkaId: w.a });
    expect(out.therapists.map((t) => t.therapistID)).toEqual(
      expect.arrayContaining([w.inA.id, s.c.therapist.id]),
    );
    expect(out.therapists.map((t) => t.therapistID)).not.toContain(w.inB.id);
    expect(visitIds(out)).toEqual(sorted([w.visitA, w.visitAllNone]));
  });

  it("without a filter shows neither B's therapists nor visits saved into B", async () => {
    const w = await setUp();
    const out = await calendar(w.restricted);
    expect(out.therapists.map((t) => t.therapistID)).not.toContain(w.inB.id);
    expect(visitIds(out)).toEqual(sorted([w.visitA, w.visitAllNone]));
  });

  it('leaves the calendar of a user listing no outposts whole', async () => {
    const w = await setUp();
    const out = await calendar(w.unrestricted);
    expect(visitIds(out)).toEqual(sorted([w.visitA, w.visitB, w.visitAllInB, w.visitAllNone]));
  });
});

describe('the visit lists of a user restricted to outpost A', () => {
  it("search leaves out B's visits, also when B's therapist is asked for", async () => {
    const w = await setUp();
    const search = (call: Call, filter: object = {}) =>
      ok<{ items: VisitSearchItem[] }>(call, `${V}/ListPaginatedVisits`, {
        startDate: RANGE.startDate,
        endDate: RANGE.endDate,
        ...filter,
      });
    expect(visitIds(await search(w.restricted))).toEqual(sorted([w.visitA, w.visitAllNone]));
    expect((await search(w.restricted, { therapistID: w.inB.id })).items).toEqual([]);
    expect(visitIds(await search(w.unrestricted))).toEqual(
      sorted([w.visitA, w.visitB, w.visitAllInB, w.visitAllNone]),
    );
  });

  it("the side list of near visits leaves out B's visits", async () => {
    const w = await setUp();
    const near = await ok<{ items: SideListItem[] }>(w.restricted, `${V}/GetNearVisits?cnt=50`);
    const ids = near.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([w.visitA, w.visitAllNone]));
    expect(ids).not.toContain(w.visitB);
    expect(ids).not.toContain(w.visitAllInB);
  });

  it("reads a visit saved into B, or of B's therapist, as unknown", async () => {
    const w = await setUp();
    for (const id of [w.visitB, w.visitAllInB]) {
      const { status } = await w.restricted({ method: 'GET', url: `${V}/GetPatientVisitDetails?id=${id}` });
      expect(status).toBe(404);
    }
    await ok(w.restricted, `${V}/GetPatientVisitDetails?id=${w.visitA}`);
  });
});

describe('booking by a user restricted to outpost A', () => {
  it('refuses a visit saved into B and books one into A', async () => {
    const w = await setUp();
    const visit = (additionalOutpostId: number, time: string) =>
      s.c.visit({
        therapistId: s.c.therapist.id,
        additionalOutpostId,
        startTime: at(time, '2030-03-05'),
        endTime: at(`${time.slice(0, 2)}:30`, '2030-03-05'),
      });
    await expectRefused(w.restricted, `${V}/CreatePatientVisit`, visit(w.b, '09:00'));
    await ok(w.restricted, `${V}/CreatePatientVisit`, visit(w.a, '10:00'));
  });
});

describe('changes by a user restricted to outpost A', () => {
  it("reads a visit saved into B, or of B's therapist, as unknown when cancelling, confirming or switching it", async () => {
    const w = await setUp();
    for (const id of [w.visitB, w.visitAllInB]) {
      const changes = [
        { url: `${V}/CancelVisit`, body: { id, reason: 'x', status_subtype: 1 } },
        { url: `${V}/ConfirmVisit`, body: { id } },
        { url: `${V}/PacjentObecnyNieobecny`, body: { visitid: id } },
      ];
      for (const change of changes) expect((await w.restricted(change)).status, change.url).toBe(404);
    }
    expect((await w.unrestricted({ url: `${V}/ConfirmVisit`, body: { id: w.visitB } })).status).toBe(200);
  });
});

describe("other lists' outpost filters for a user restricted to outpost A", () => {
  it('refuses the therapists, rooms and open days of B and lists those of A', async () => {
    const w = await setUp();
    const [roomA] = await s.t.db
      .insert(rooms)
      .values({ tenantId: s.c.clinic.tenant.id, name: 'Gabinet A', outpostId: w.a })
      .returning({ id: rooms.id });
    const therapistsOf = (outpost: number) =>
      `/api/services/app/Therapist/GetAll?placowkaId=${outpost}&page=1&limit=100`;
    const roomsOf = (outpost: number) => `/api/services/app/Room/GetRooms?placowkaId=${outpost}`;
    const openDaysOf = (outpost: number) =>
      `/api/services/app/Therapist/GetCalendarAdditionalOpenDays?start=${DATE}&end=${DATE}&placowkaId=${outpost}`;
    for (const url of [therapistsOf(w.b), roomsOf(w.b), openDaysOf(w.b)])
      await expectRefused(w.restricted, url);
    const listed = await ok<{ items: TherapistListItem[] }>(w.restricted, therapistsOf(w.a));
    expect(listed.items.map((t) => t.therapistID)).toContain(w.inA.id);
    expect((await ok<RoomDto[]>(w.restricted, roomsOf(w.a))).map((r) => r.id)).toEqual([roomA!.id]);
    await ok(w.restricted, openDaysOf(w.a));
  });
});
