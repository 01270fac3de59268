import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VisitDetails } from '@wizytownik/contracts';
import { therapistLeaves } from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from './visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();

const create = (body: object, call = s.c.call) => call({ url: `${V}/CreatePatientVisit`, body });
const details = async (id: number, call = s.c.call) =>
  (await call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })).body
    .result as VisitDetails;

describe('CreatePatientVisit and GetPatientVisitDetails', () => {
  it('books a visit, answers its id with "Zapisono" and reads it back with sanitized notes', async () => {
    const { status, body } = await create(
      s.c.visit({
        startTime: at('11:00'),
        endTime: at('11:45'),
        notes: '<p><strong>Ból</strong> kolana<script>alert(1)</script><img src=x onerror="x()"></p>',
      }),
    );
    expect(status).toBe(200);
    const { id, message } = body.result as { id: number; message: string };
    expect(message).toBe('Zapisono');
    expect(await details(id)).toMatchObject({
      id,
      startTime: '2030-01-07T10:00:00.000Z',
      endTime: '2030-01-07T10:45:00.000Z',
      therapistId: s.c.therapist.id,
      clientId: s.c.clientId,
      client: { name: 'Anna', surname: 'Kowalska' },
      status: 0,
      statusSubtype: 0,
      notes: '<p><strong>Ból</strong> kolana</p>',
      obecny: false,
      visitShifts: [],
      therapistName: expect.stringContaining('Testowy'),
      visitTypeName: null,
      createdBy: expect.stringMatching(/^Jan Testowy\d+$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    ['startTime', { startTime: null }, 'Nie określono godziny początkowej.'],
    ['endTime', { endTime: undefined }, 'Nie określono godziny końcowej.'],
    ['therapistId', { therapistId: null }, 'Nie wybrano terapeuty.'],
    ['clientId', { clientId: null }, 'Nie wybrano pacjenta.'],
    ['endTime', { endTime: at('08:59') }, 'Godzina końcowa nie może być wcześniejsza niż początkowa.'],
    ['endTime', { endTime: at('13:01', '2030-01-08') }, 'Wizyta nie może trwać dłużej niż 24 godziny.'],
  ])('refuses a visit with a bad %s: "%s"', async (member, overrides, message) => {
    const { status, body } = await create({
      ...s.c.visit({ startTime: at('13:00'), endTime: at('14:00') }),
      ...overrides,
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
    expect(body.error?.validationErrors).toContainEqual({ message, members: [member] });
  });

  it('refuses a disabled therapist with the spec message', async () => {
    const other = await s.c.addTherapist();
    await s.t.db.update(therapists).set({ isActive: false }).where(eq(therapists.id, other.id));
    const { status, body } = await create(s.c.visit({ therapistId: other.id }));
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Nie można zapisać wizyty z tym terapeutą.');
    await s.t.db.update(therapists).set({ isActive: true }).where(eq(therapists.id, other.id));
    await s.t.db.update(users).set({ isActive: false }).where(eq(users.id, other.userId));
    expect((await create(s.c.visit({ therapistId: other.id }))).body.error?.message).toBe(
      'Nie można zapisać wizyty z tym terapeutą.',
    );
  });

  it('asks about a time outside the schedule and books it with pomin_harmonogram', async () => {
    const late = s.c.visit({ startTime: at('15:30'), endTime: at('16:30') });
    const refused = await create(late);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('Niezgodnosć z hamornogramem');
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual(['pomin_harmonogram']);
    expect((await create({ ...late, pomin_harmonogram: true })).status).toBe(200);
  });

  it('treats a leave day as outside the schedule', async () => {
    const therapist = await s.c.addTherapist();
    await s.t.db.insert(therapistLeaves).values({
      tenantId: s.c.clinic.tenant.id,
      therapistId: therapist.id,
      startDate: '2030-01-08',
      endDate: '2030-01-08',
    });
    const onLeave = s.c.visit({
      therapistId: therapist.id,
      startTime: at('09:00', '2030-01-08'),
      endTime: at('10:00', '2030-01-08'),
    });
    expect((await create(onLeave)).body.error?.message).toBe('Niezgodnosć z hamornogramem');
    expect((await create(s.c.visit({ therapistId: therapist.id }))).status).toBe(200);
  });

  it("refuses another clinic's patient, room or therapist as unknown", async () => {
    const other = await createVisitsClinic(s.t);
    expect((await create(s.c.visit({ clientId: other.clientId }))).body.error?.message).toBe(
      'Nie znaleziono pacjenta.',
    );
    expect((await create(s.c.visit({ therapistId: other.therapist.id }))).body.error?.message).toBe(
      'Nie znaleziono terapeuty.',
    );
  });
});

describe('no overlap', () => {
  it('refuses an overlapping visit of the same therapist with a Polish 409, allows adjacent ones', async () => {
    const therapist = await s.c.addTherapist();
    await s.c.book({ therapistId: therapist.id, startTime: at('09:00'), endTime: at('10:00') });
    const clash = await create(
      s.c.visit({ therapistId: therapist.id, startTime: at('09:30'), endTime: at('10:30') }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error?.message).toBe(
      'Terapeuta ma już w tym czasie inną wizytę. Wybierz inny termin lub terapeutę.',
    );
    expect(
      (await create(s.c.visit({ therapistId: therapist.id, startTime: at('10:00'), endTime: at('11:00') })))
        .status,
    ).toBe(200);
  });

  it('frees the time of a cancelled visit', async () => {
    const therapist = await s.c.addTherapist();
    const id = await s.c.book({ therapistId: therapist.id });
    await s.c.call({ url: `${V}/CancelVisit`, body: { id, status_subtype: 1 } });
    expect((await create(s.c.visit({ therapistId: therapist.id }))).status).toBe(200);
  });

  it('leaves exactly one visit of 20 simultaneous overlapping bookings', async () => {
    const therapist = await s.c.addTherapist();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(
          s.c.visit({
            therapistId: therapist.id,
            startTime: at(`09:${String(i).padStart(2, '0')}`),
            endTime: at('10:30'),
          }),
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    const [row] = await s.t.db
      .select({ n: count() })
      .from(visits)
      .where(eq(visits.therapistId, therapist.id));
    expect(row!.n).toBe(1);
  });
});

describe('permissions and tenancy', () => {
  it('needs Wizytownik_Wizyty_Edycja to book and Wizytownik_Wizyty to read', async () => {
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    expect((await create(s.c.visit(), reader)).status).toBe(403);
    const id = await s.c.book({ startTime: at('14:00'), endTime: at('14:30') });
    const nobody = await s.c.as([]);
    const got = await nobody({
      method: 'GET',
      url: `${V}/GetPatientVisitDetails`,
      query: { id: String(id) },
    });
    expect(got.status).toBe(403);
    expect((await details(id, reader)).id).toBe(id);
  });

  it('shows a My calendar user the details of their own visits only', async () => {
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const other = await s.c.addTherapist();
    const mine = await s.c.book({ therapistId: me.id });
    const theirs = await s.c.book({ therapistId: other.id });
    expect((await details(mine, me.call)).id).toBe(mine);
    const got = await me.call({
      method: 'GET',
      url: `${V}/GetPatientVisitDetails`,
      query: { id: String(theirs) },
    });
    expect(got.status).toBe(404);
  });

  it("answers another clinic's visit as unknown", async () => {
    const other = await createVisitsClinic(s.t);
    const id = await other.book();
    const got = await s.c.call({
      method: 'GET',
      url: `${V}/GetPatientVisitDetails`,
      query: { id: String(id) },
    });
    expect(got.status).toBe(404);
    const cancel = await s.c.call({ url: `${V}/CancelVisit`, body: { id, status_subtype: 1 } });
    expect(cancel.status).toBe(404);
    const [row] = await s.t.db.select().from(visits).where(eq(visits.id, id));
    expect(row!.status).toBe(0);
  });
});
