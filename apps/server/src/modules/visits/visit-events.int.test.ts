import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_EVENTS_PATH, type VisitChangeEvent } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { LISTENER_APPLICATION_NAME } from '../../platform/db/notifications.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { visitEventHubOf } from './visit-events.routes.ts';
import { createVisit, shiftVisit, type Caller } from './visits.service.ts';
import { at, createVisitsClinic, RECEPTION, type VisitsClinic } from './visits.test-kit.ts';

/** The live calendar's promise: a committed change reaches every open calendar within two seconds. */
const WITHIN_MS = 2_000;

interface OpenStream {
  readonly status: number;
  readonly contentType: string | null;
  /** The next 'visit' event, or a failure after `ms`. */
  next(ms?: number): Promise<VisitChangeEvent>;
  /** Every event received so far and not yet taken by `next`. */
  readonly pending: VisitChangeEvent[];
  readonly text: () => string;
  /** Settles when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

let t: TestApp;
let base: string;
let a: VisitsClinic;
let b: VisitsClinic;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  a = await createVisitsClinic(t);
  b = await createVisitsClinic(t);
});
afterAll(async () => {
  // fetch (undici) may leave a spare socket on which no request was sent; the server's close would
  // wait for the client to drop it.
  t.app.server.closeAllConnections();
  await t.close();
});

async function tokenOf(c: VisitsClinic, permissions: PermissionName[] = RECEPTION) {
  const user = await c.clinic.addUser({ permissions });
  return { user, token: await c.clinic.login(user.userName) };
}

const callerOf = (c: VisitsClinic, userId: number): Caller => ({
  tenantId: c.clinic.tenant.id,
  userId,
  permissions: new Set(RECEPTION),
});

/** Opens the stream as the web client does: fetch with the bearer header, reading the body as it comes. */
async function openStream(token?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}${VISIT_EVENTS_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const pending: VisitChangeEvent[] = [];
  let waiter = null as (() => void) | null;
  let raw = '';
  let buffer = '';
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          raw += value;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            if (!lines.includes('event: visit')) continue;
            const data = lines.find((l) => l.startsWith('data: '))!.slice('data: '.length);
            pending.push(JSON.parse(data) as VisitChangeEvent);
            waiter?.();
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    raw = await res.text();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    pending,
    text: () => raw,
    ended,
    async next(ms = WITHIN_MS) {
      const deadline = Date.now() + ms;
      while (!pending.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no visit event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, left);
        });
        waiter = null;
      }
      return pending.shift()!;
    },
    close: () => controller.abort(),
  };
}

describe('live calendar events', () => {
  it('refuses a caller without a token with 401', async () => {
    const s = await openStream();
    expect(s.status).toBe(401);
    expect(JSON.parse(s.text())).toMatchObject({ success: false, unAuthorizedRequest: true });
  });

  it('refuses a user with neither the calendar nor My calendar with 403', async () => {
    const { token } = await tokenOf(a, ['Wizytownik_Klienci']);
    const s = await openStream(token);
    expect(s.status).toBe(403);
  });

  it('announces a booking and a date change to the clinic, within two seconds, and to no other clinic', async () => {
    const { user, token } = await tokenOf(a);
    const other = await tokenOf(b);
    const sa = await openStream(token);
    const sb = await openStream(other.token);
    expect(sa.status).toBe(200);
    expect(sa.contentType).toMatch(/^text\/event-stream/);
    const deps = { db: t.db, clock: t.clock };
    const caller = callerOf(a, user.id);

    const started = Date.now();
    const { id } = await createVisit(deps, caller, { ...a.visit(), pomin_harmonogram: false });
    expect(await sa.next()).toEqual({ visitId: id, therapistId: a.therapist.id });
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);

    await shiftVisit(deps, caller, { visitId: id, startTime: at('11:00'), endTime: at('12:00') });
    expect(await sa.next()).toEqual({ visitId: id, therapistId: a.therapist.id });

    // Clinic B hears only its own change, and that one first: clinic A's never reached it.
    const booked = await createVisit(deps, callerOf(b, other.user.id), {
      ...b.visit(),
      pomin_harmonogram: false,
    });
    expect(await sb.next()).toEqual({ visitId: booked.id, therapistId: b.therapist.id });
    expect(sb.pending).toEqual([]);
    expect(sa.pending).toEqual([]);
    sa.close();
    sb.close();
  });

  it('announces nothing for a change that was refused (rolled back)', async () => {
    const { user, token } = await tokenOf(a);
    const s = await openStream(token);
    const deps = { db: t.db, clock: t.clock };
    const caller = callerOf(a, user.id);
    const input = { ...a.visit({ startTime: at('13:00'), endTime: at('14:00') }), pomin_harmonogram: false };
    const { id } = await createVisit(deps, caller, input);
    expect(await s.next()).toEqual({ visitId: id, therapistId: a.therapist.id });
    // Overlaps the visit just booked: the constraint refuses it after the insert ran.
    await expect(createVisit(deps, caller, input)).rejects.toMatchObject({ kind: 'conflict' });
    const marker = await createVisit(deps, caller, {
      ...a.visit({ startTime: at('15:00'), endTime: at('15:30') }),
      pomin_harmonogram: false,
    });
    expect(await s.next()).toEqual({ visitId: marker.id, therapistId: a.therapist.id });
    s.close();
  });

  it("gives a My-calendar-only therapist their own visits' changes only", async () => {
    const me = await a.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const s = await openStream(await a.clinic.login((await userNameOf(me.userId))!));
    expect(s.status).toBe(200);
    const { user } = await tokenOf(a);
    const deps = { db: t.db, clock: t.clock };
    const caller = callerOf(a, user.id);
    await createVisit(deps, caller, {
      ...a.visit({ startTime: at('09:00', '2030-01-08'), endTime: at('10:00', '2030-01-08') }),
      pomin_harmonogram: false,
    });
    const mine = await createVisit(deps, caller, {
      ...a.visit({
        therapistId: me.id,
        startTime: at('09:00', '2030-01-08'),
        endTime: at('10:00', '2030-01-08'),
      }),
      pomin_harmonogram: false,
    });
    expect(await s.next()).toEqual({ visitId: mine.id, therapistId: me.id });
    expect(s.pending).toEqual([]);
    s.close();
  });

  it('ends the stream of a session that logged out, and sends it nothing more', async () => {
    const { user, token } = await tokenOf(a);
    const s = await openStream(token);
    expect(s.status).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/TokenAuth/LogOut', token });
    expect(out.status).toBe(200);
    await createVisit({ db: t.db, clock: t.clock }, callerOf(a, user.id), {
      ...a.visit({ startTime: at('10:00', '2030-01-10'), endTime: at('10:30', '2030-01-10') }),
      pomin_harmonogram: true,
    });
    let ended = false;
    void s.ended.then(() => (ended = true));
    await waitFor(() => ended);
    expect(ended).toBe(true);
    expect(s.pending).toEqual([]);
  });

  it('stops the subscription when the client disconnects', async () => {
    const hub = visitEventHubOf(t.app)!;
    // The streams of the tests above were closed too; their subscriptions go as their sockets do.
    await waitFor(() => hub.subscriberCount === 0);
    const { token } = await tokenOf(a);
    const s = await openStream(token);
    expect(hub.subscriberCount).toBe(1);
    s.close();
    await waitFor(() => hub.subscriberCount === 0);
    expect(hub.subscriberCount).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, a lost listener connection', () => {
  it('ends the open streams once listening again, and the next stream hears changes', async () => {
    const { user, token } = await tokenOf(a);
    const s = await openStream(token);
    const { rowCount } = (await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    )) as unknown as { rowCount: number };
    expect(rowCount).toBeGreaterThan(0);
    // Changes may have been missed meanwhile: the calendar is told to connect again and read afresh.
    await s.ended;
    const again = await openStream(token);
    const { id } = await createVisit({ db: t.db, clock: t.clock }, callerOf(a, user.id), {
      ...a.visit({ startTime: at('09:00', '2030-01-09'), endTime: at('10:00', '2030-01-09') }),
      pomin_harmonogram: false,
    });
    expect(await again.next()).toEqual({ visitId: id, therapistId: a.therapist.id });
    again.close();
  });
});

async function waitFor(condition: () => boolean, ms = WITHIN_MS) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

async function userNameOf(userId: number): Promise<string | undefined> {
  const [row] = await t.db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName;
}
