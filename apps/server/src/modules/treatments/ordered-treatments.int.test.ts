import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type {
  GetPodsumowaniePacjentaOutput,
  OrderedTreatment,
  TreatmentTerm,
  VisitDetails,
  VisitHistoryItem,
} from '@wizytownik/contracts';
import { auditTrail } from '../../../test/audit.ts';
import { createTestApp, type CallOptions, type TestApp } from '../../../test/test-app.ts';
import { listenToChannel } from '../../platform/db/notifications.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { VISIT_CHANGES_CHANNEL } from '../visits/visit-events.ts';
import { at, createVisitsClinic, DAY, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { visits } from '../visits/visits.tables.ts';
import { seedDemoOrderedTreatments } from './ordered-treatments.demo.ts';
import { orderedTreatments, treatmentSubtypes, treatments } from './treatments.tables.ts';

/*
 * Ordered treatments and the daily summary over HTTP, one app for the file. The clinic opens 08:00–16:00
 * on DAY (Monday 7 January 2030, UTC+1); the test clock stands in March 2026, so DAY is ahead.
 */

type Reply<T> = { status: number; body: { result: T | null; error: { message: string } | null } };
type Call = (options: CallOptions) => Promise<Reply<unknown>>;

let t: TestApp;
let c: Clinic;

interface Clinic {
  readonly v: VisitsClinic;
  readonly tenantId: number;
  /** Orders treatments (Wizytownik_ZabiegiZlecanie) and reads visits. */
  readonly order: Call;
  /** A treatment of 30 minutes at 80 zł, with subtypes 'krótki' (15 min) and 'stary' (inactive). */
  readonly treatment: { id: number; short: number; inactiveSubtype: number };
}

async function treatmentOf(tenantId: number, name: string, price = '80.00', length = 30, isActive = true) {
  const [row] = await t.db
    .insert(treatments)
    .values({ tenantId, name, price, lengthMinutes: length, isActive })
    .returning({ id: treatments.id });
  return row!.id;
}

async function clinic(feature = true): Promise<Clinic> {
  const visitsClinic = await createVisitsClinic(t);
  const tenantId = visitsClinic.clinic.tenant.id;
  if (feature) await setFeature(t.db, tenantId, 'Fizykoterapia', true);
  await t.db.insert(companySettings).values({ tenantId, openingStart: '08:00', openingEnd: '16:00' });
  const id = await treatmentOf(tenantId, 'Laser');
  // With the feature a visit needs a treatment (or a visit type): the source visits are booked as a
  // consultation, a station of its own no test looks at.
  const consultation = feature ? await treatmentOf(tenantId, 'Konsultacja') : null;
  const v: VisitsClinic = consultation
    ? { ...visitsClinic, book: (o) => visitsClinic.book({ zabiegId: consultation, ...o }) }
    : visitsClinic;
  const [short, inactive] = await t.db
    .insert(treatmentSubtypes)
    .values([
      { tenantId, treatmentId: id, name: 'krótki', lengthMinutes: 15 },
      { tenantId, treatmentId: id, name: 'stary', isActive: false },
    ])
    .returning({ id: treatmentSubtypes.id });
  const order = (await v.as([
    'Wizytownik_ZabiegiZlecanie',
    'Wizytownik_Wizyty',
    'Wizytownik_Wizyty_Edycja',
  ])) as Call;
  return { v, tenantId, order, treatment: { id, short: short!.id, inactiveSubtype: inactive!.id } };
}

beforeAll(async () => {
  t = await createTestApp();
  c = await clinic();
});
afterAll(() => t.close());

const ok = <T>(reply: Reply<unknown>): T => {
  expect(reply.body.error, JSON.stringify(reply.body.error)).toBeNull();
  expect(reply.status).toBe(200);
  return reply.body.result as T;
};

const insert = (body: object, as: Call = c.order) => as({ url: `${V}/InsertZleconyZabieg`, body });
const listOf = (visitId: number, as: Call = c.order) =>
  as({ method: 'GET', url: `${V}/GetZleconeZabiegi`, query: { id: String(visitId) } });
const remove = (id: number, as: Call = c.order) =>
  as({ method: 'DELETE', url: `${V}/DeleteZleconyZabieg`, query: { id: String(id) } });
const shift = (body: object, as: Call = c.order) =>
  as({ method: 'PUT', url: '/api/services/app/Zabiegi/ShiftZleconyZabieg', body });
const terms = (query: Record<string, string | number>, as: Call = c.order) =>
  as({
    method: 'GET',
    url: `${V}/GetWolneTerminyZabiegu`,
    query: Object.fromEntries(Object.entries(query).map(([k, x]) => [k, String(x)])),
  });
const summary = (clientId: number, day = DAY, as: Call = c.order) =>
  as({ method: 'GET', url: `${V}/getPodsumowaniePacjenta`, query: { Client: String(clientId), Data: day } });
const details = async (id: number) =>
  ok<VisitDetails>(
    await c.order({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } }),
  );

/** A booking of the clinic's therapist (a fresh one, so times never clash) for `clientId`. */
async function visitAt(
  k: Clinic,
  from: string,
  to: string,
  options: { clientId?: number; treatmentId?: number } = {},
) {
  const therapist = await k.v.addTherapist();
  const id = await k.v.book({
    therapistId: therapist.id,
    clientId: options.clientId ?? k.v.clientId,
    startTime: at(from),
    endTime: at(to),
  });
  if (options.treatmentId)
    await t.db.update(visits).set({ treatmentId: options.treatmentId }).where(eq(visits.id, id));
  return { id, therapistId: therapist.id };
}

/** A new patient of the clinic with a visit 08:00–08:30 (the source visit of the orders). */
async function sourceVisit(k: Clinic = c, from = '08:00', to = '08:30') {
  const clientId = await k.v.addPatient(`Pacjent${Math.random().toString(36).slice(2, 7)}`);
  return { clientId, ...(await visitAt(k, from, to, { clientId })) };
}

const orderBody = (k: Clinic, sourceVisitId: number, from: string, to: string, extra: object = {}) => ({
  zabiegId: k.treatment.id,
  sourceVisitId,
  startTime: at(from),
  endTime: at(to),
  ...extra,
});

const rowsOfTreatment = async (treatmentId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(orderedTreatments)
      .where(eq(orderedTreatments.treatmentId, treatmentId))
  )[0]!.n;

/** A fresh treatment (a fresh station) of clinic `k`. */
const station = (k: Clinic = c, price = '80.00') =>
  treatmentOf(k.tenantId, `Zabieg ${Math.random().toString(36).slice(2, 8)}`, price);

describe('InsertZleconyZabieg', () => {
  it('books the term for the source visit’s patient, audited, and GetZleconeZabiegi lists it by start', async () => {
    const src = await sourceVisit();
    const zabiegId = await station();
    const later = ok<OrderedTreatment>(
      await insert({ ...orderBody(c, src.id, '11:00', '11:30'), zabiegId, podtypZabieguId: 0 }),
    );
    const first = ok<OrderedTreatment>(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    expect(later).toEqual({
      id: expect.any(Number),
      zabiegId,
      nazwaZabiegu: expect.stringMatching(/^Zabieg /),
      podtypId: null,
      podtyp: null,
      start: new Date(at('11:00')).toISOString(),
      koniec: new Date(at('11:30')).toISOString(),
      sourceVisitId: src.id,
      clientId: src.clientId,
      clientName: expect.stringMatching(/^Anna Pacjent/),
      cena: 80_00,
    });
    expect(ok<OrderedTreatment[]>(await listOf(src.id)).map((o) => o.id)).toEqual([first.id, later.id]);
    const [entry] = await auditTrail(t.db, 'ordered_treatment', later.id, 'create');
    expect(entry).toMatchObject({
      tenantId: c.tenantId,
      after: { zabiegId, sourceVisitId: src.id, cena: 80_00 },
    });
  });

  it('takes an active subtype of the treatment', async () => {
    const src = await sourceVisit();
    const made = ok<OrderedTreatment>(
      await insert(orderBody(c, src.id, '12:00', '12:15', { podtypZabieguId: c.treatment.short })),
    );
    expect(made).toMatchObject({ podtypId: c.treatment.short, podtyp: 'krótki' });
  });

  it.each<[string, (src: { id: number }) => object, number, string]>([
    ['no term', (src) => ({ zabiegId: c.treatment.id, sourceVisitId: src.id }), 400, 'Proszę wybrać termin'],
    [
      'no end',
      (src) => ({ zabiegId: c.treatment.id, sourceVisitId: src.id, startTime: at('13:00') }),
      400,
      'Proszę wybrać termin',
    ],
    [
      'an end before the start',
      (src) => orderBody(c, src.id, '13:30', '13:00'),
      400,
      'Termin zabiegu musi kończyć się po jego rozpoczęciu, tego samego dnia.',
    ],
    [
      'a subtype of no such treatment',
      (src) => orderBody(c, src.id, '13:00', '13:30', { podtypZabieguId: 999_999 }),
      400,
      'Ten zabieg nie ma takiego podtypu.',
    ],
    [
      'an inactive subtype',
      (src) => orderBody(c, src.id, '13:00', '13:30', { podtypZabieguId: c.treatment.inactiveSubtype }),
      400,
      'Ten podtyp zabiegu jest nieaktywny. Wybierz aktywny podtyp.',
    ],
    [
      'an unknown treatment',
      (src) => orderBody(c, src.id, '13:00', '13:30', { zabiegId: 999_999 }),
      404,
      'Nie znaleziono zabiegu.',
    ],
    ['an unknown visit', () => orderBody(c, 999_999, '13:00', '13:30'), 404, 'Nie znaleziono wizyty.'],
    [
      'before opening',
      (src) => orderBody(c, src.id, '07:30', '08:00'),
      409,
      'Ten termin jest niedostępny: Poza godzinami otwarcia. Wybierz inny termin.',
    ],
    [
      'the patient’s own visit then',
      (src) => orderBody(c, src.id, '08:15', '08:45'),
      409,
      'Ten termin jest niedostępny: Pacjent ma w tym czasie wizytę. Wybierz inny termin.',
    ],
  ])('refuses %s with its message, nothing saved', async (_name, body, status, message) => {
    const src = await sourceVisit();
    const before = await rowsOfTreatment(c.treatment.id);
    const reply = await insert(body(src));
    expect([reply.status, reply.body.error?.message]).toEqual([status, message]);
    expect(await rowsOfTreatment(c.treatment.id)).toBe(before);
  });

  it('refuses an inactive treatment, a cancelled visit and a past term', async () => {
    const src = await sourceVisit();
    const inactive = await treatmentOf(c.tenantId, 'Stary zabieg', '10.00', 30, false);
    const off = await insert({ ...orderBody(c, src.id, '13:00', '13:30'), zabiegId: inactive });
    expect([off.status, off.body.error?.message]).toEqual([
      400,
      'Ten zabieg jest nieaktywny. Wybierz aktywny zabieg.',
    ]);

    const cancelled = await sourceVisit(c, '09:00', '09:30');
    await c.v.setStatus(cancelled.id, 2, 1);
    const refused = await insert(orderBody(c, cancelled.id, '13:00', '13:30'));
    expect([refused.status, refused.body.error?.message]).toEqual([
      400,
      'Wizyta jest odwołana: nie można zlecać z niej zabiegów.',
    ]);

    // The test clock: Tuesday 10 March 2026, 10:00 in Warsaw.
    const past = await insert({
      ...orderBody(c, src.id, '09:00', '09:30'),
      startTime: '2026-03-10T09:00:00+01:00',
      endTime: '2026-03-10T09:30:00+01:00',
    });
    expect([past.status, past.body.error?.message]).toEqual([
      409,
      'Ten termin jest niedostępny: Termin minął. Wybierz inny termin.',
    ]);
  });

  it('refuses a term of the station taken by an ordered treatment or by a visit with the treatment', async () => {
    const zabiegId = await station();
    const a = await sourceVisit();
    ok(await insert({ ...orderBody(c, a.id, '10:00', '10:30'), zabiegId }));
    await visitAt(c, '12:00', '12:30', { treatmentId: zabiegId, clientId: await c.v.addPatient('Inna') });
    const b = await sourceVisit();
    for (const [from, to] of [
      ['10:15', '10:45'],
      ['11:45', '12:15'],
    ] as const) {
      const reply = await insert({ ...orderBody(c, b.id, from, to), zabiegId });
      expect([reply.status, reply.body.error?.message]).toEqual([
        409,
        'Ten termin jest niedostępny: Zabieg zajęty. Wybierz inny termin.',
      ]);
    }
    // Adjacent terms are free.
    ok(await insert({ ...orderBody(c, b.id, '10:30', '11:00'), zabiegId }));
    ok(await insert({ ...orderBody(c, b.id, '12:30', '13:00'), zabiegId }));
  });

  it('two concurrent orders of one term leave exactly one, the other told the term is taken', async () => {
    const zabiegId = await station();
    const [a, b] = [await sourceVisit(), await sourceVisit()];
    const replies = await Promise.all([
      insert({ ...orderBody(c, a.id, '14:00', '14:30'), zabiegId }),
      insert({ ...orderBody(c, b.id, '14:00', '14:30'), zabiegId }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error?.message).toBe(
      'Ten termin jest niedostępny: Zabieg zajęty. Wybierz inny termin.',
    );
    expect(await rowsOfTreatment(zabiegId)).toBe(1);
  });
});

describe('GetWolneTerminyZabiegu', () => {
  it('lists the opening hours every quarter hour, blocking the station’s bookings and the patient’s time', async () => {
    const zabiegId = await station();
    const src = await sourceVisit(c, '08:00', '08:30');
    ok(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    await visitAt(c, '10:00', '10:30', { treatmentId: zabiegId, clientId: await c.v.addPatient('Inna') });
    // Elsewhere: the patient's ordered treatment of another station.
    ok(await insert(orderBody(c, src.id, '11:00', '11:30')));
    const list = ok<TreatmentTerm[]>(
      await terms({ Date: DAY, ZabiegId: zabiegId, DlugoscZabiegu: 30, CurrentVisitId: src.id }),
    );
    expect(list).toHaveLength(31);
    const byTime = new Map(list.map((x) => [x.data_start, x]));
    const term = (time: string) => byTime.get(new Date(at(time)).toISOString());
    expect(term('08:00')).toEqual({
      data_start: new Date(at('08:00')).toISOString(),
      data_koniec: new Date(at('08:30')).toISOString(),
      isBlocked: true,
      powod: 'Pacjent ma w tym czasie wizytę',
    });
    expect(term('08:30')).toMatchObject({ isBlocked: false, powod: null });
    expect(term('08:45')).toMatchObject({ isBlocked: true, powod: 'Zabieg zajęty' });
    expect(term('09:30')).toMatchObject({ isBlocked: false });
    expect(term('10:00')).toMatchObject({ isBlocked: true, powod: 'Zabieg zajęty' });
    expect(term('11:00')).toMatchObject({ isBlocked: true, powod: 'Pacjent ma w tym czasie wizytę' });
    expect(term('15:30')).toMatchObject({
      isBlocked: false,
      data_koniec: new Date(at('16:00')).toISOString(),
    });

    // Without the visit, the patient's time is not known.
    const anyone = ok<TreatmentTerm[]>(await terms({ Date: DAY, ZabiegId: zabiegId, DlugoscZabiegu: 30 }));
    expect(anyone.find((x) => x.data_start === new Date(at('08:00')).toISOString())!.isBlocked).toBe(false);
  });

  it('blocks the terms that have begun (the test clock: 10 March 2026, 10:00)', async () => {
    const list = ok<TreatmentTerm[]>(
      await terms({ Date: '2026-03-10', ZabiegId: c.treatment.id, DlugoscZabiegu: 60 }),
    );
    expect(list.filter((x) => x.isBlocked).map((x) => x.powod)).toEqual(Array(8).fill('Termin minął'));
    expect(list[8]).toMatchObject({ data_start: '2026-03-10T09:00:00.000Z', isBlocked: false });
  });

  it('refuses another clinic’s treatment or visit', async () => {
    const other = await clinic();
    const theirs = await sourceVisit(other);
    const a = await terms({ Date: DAY, ZabiegId: other.treatment.id, DlugoscZabiegu: 30 });
    const b = await terms({
      Date: DAY,
      ZabiegId: c.treatment.id,
      DlugoscZabiegu: 30,
      CurrentVisitId: theirs.id,
    });
    expect([a.status, b.status]).toEqual([404, 404]);
  });
});

describe('DeleteZleconyZabieg and ShiftZleconyZabieg', () => {
  it('deletes an order, audited, freeing its term', async () => {
    const src = await sourceVisit();
    const zabiegId = await station();
    const made = ok<OrderedTreatment>(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    ok(await remove(made.id));
    expect(ok<OrderedTreatment[]>(await listOf(src.id))).toEqual([]);
    const [entry] = await auditTrail(t.db, 'ordered_treatment', made.id, 'delete');
    expect(entry).toMatchObject({ before: { zabiegId, sourceVisitId: src.id } });
    ok(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    expect((await remove(made.id)).status).toBe(404);
  });

  it('moves an order into a free term, its own time counting as free; a taken term is refused', async () => {
    const src = await sourceVisit();
    const zabiegId = await station();
    const made = ok<OrderedTreatment>(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    const other = await sourceVisit();
    ok(await insert({ ...orderBody(c, other.id, '10:00', '10:30'), zabiegId }));
    const calendar = (await c.v.as(['Wizytownik_WizytyZabiegiKalendarz'])) as Call;

    const moved = ok<OrderedTreatment>(
      await shift({ id: made.id, startTime: at('09:15'), endTime: at('09:45') }, calendar),
    );
    expect(moved).toMatchObject({ id: made.id, start: new Date(at('09:15')).toISOString() });
    const [entry] = await auditTrail(t.db, 'ordered_treatment', made.id, 'update');
    expect(entry).toMatchObject({
      before: { start: new Date(at('09:00')).toISOString() },
      after: { start: new Date(at('09:15')).toISOString() },
    });

    const taken = await shift({ id: made.id, startTime: at('09:45'), endTime: at('10:15') });
    expect([taken.status, taken.body.error?.message]).toEqual([
      409,
      'Ten termin jest niedostępny: Zabieg zajęty. Wybierz inny termin.',
    ]);
    const busy = await shift({ id: made.id, startTime: at('08:15'), endTime: at('08:45') });
    expect(busy.body.error?.message).toBe(
      'Ten termin jest niedostępny: Pacjent ma w tym czasie wizytę. Wybierz inny termin.',
    );
    expect(ok<OrderedTreatment[]>(await listOf(src.id))[0]!.start).toBe(new Date(at('09:15')).toISOString());
  });
});

describe('getPodsumowaniePacjenta and the outstanding amount', () => {
  it('sums the patient’s treatments of the day: visits with a treatment and ordered treatments', async () => {
    const clientId = await c.v.addPatient('Sumowana');
    const massage = await station(c, '120.00');
    const visit = await visitAt(c, '08:00', '08:30', { clientId, treatmentId: massage });
    ok(await insert(orderBody(c, visit.id, '09:00', '09:30')));
    ok(await insert(orderBody(c, visit.id, '09:30', '09:45', { podtypZabieguId: c.treatment.short })));
    // Another day, a cancelled visit with a treatment and another patient do not count.
    ok(
      await insert({
        ...orderBody(c, visit.id, '09:00', '09:30'),
        startTime: at('09:00', '2030-01-08'),
        endTime: at('09:30', '2030-01-08'),
      }),
    );
    const cancelled = await visitAt(c, '11:00', '11:30', { clientId, treatmentId: massage });
    await c.v.setStatus(cancelled.id, 2, 1);

    const day = ok<GetPodsumowaniePacjentaOutput>(await summary(clientId));
    expect(day.items.map((i) => [i.zrodlo, i.nazwaZabiegu === 'Laser', i.podtyp, i.cena])).toEqual([
      ['wizyta', false, null, 120_00],
      ['zlecony', true, null, 80_00],
      ['zlecony', true, 'krótki', 80_00],
    ]);
    expect(day.items[0]).toMatchObject({ id: visit.id, start: new Date(at('08:00')).toISOString() });
    expect(day.suma).toBe(280_00);
    expect(ok<GetPodsumowaniePacjentaOutput>(await summary(clientId, '2030-01-09'))).toEqual({
      items: [],
      suma: 0,
    });

    // The outstanding amount of the visit with a treatment: the day's sum minus payments.
    expect(await details(visit.id)).toMatchObject({ dueAmount: 280_00, outstandingAmount: 280_00 });
    await t.db.insert(visitPayments).values({
      tenantId: c.tenantId,
      visitId: visit.id,
      type: 0,
      amount: '100.00',
      paymentDate: new Date(at('08:30')),
    });
    expect(await details(visit.id)).toMatchObject({ dueAmount: 280_00, outstandingAmount: 180_00 });
  });

  it('refuses another clinic’s patient, and a My-calendar-only therapist a patient with no visit with them that day', async () => {
    const other = await clinic();
    expect((await summary(other.v.clientId)).status).toBe(400);
    const me = await c.v.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const clientId = await c.v.addPatient('Moja');
    await c.v.book({ therapistId: me.id, clientId, startTime: at('13:00'), endTime: at('13:30') });
    ok(await summary(clientId, DAY, me.call as Call));
    const notMine = await summary(c.v.clientId, DAY, me.call as Call);
    expect([notMine.status, notMine.body.error?.message]).toEqual([
      403,
      'Nie masz dostępu do podsumowania tego pacjenta.',
    ]);
  });
});

describe('permissions, the feature and tenants', () => {
  it('GetZleconeZabiegi: whoever reads the visit; My calendar only its own therapist’s visits', async () => {
    const me = await c.v.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await c.v.book({ therapistId: me.id, startTime: at('14:00'), endTime: at('14:30') });
    const theirs = await sourceVisit();
    ok(await listOf(mine, me.call as Call));
    expect((await listOf(theirs.id, me.call as Call)).status).toBe(404);
    ok(await listOf(theirs.id, (await c.v.as(['Wizytownik_Wizyty'])) as Call));
    expect((await listOf(theirs.id, (await c.v.as(['Wizytownik_Klienci'])) as Call)).status).toBe(403);
  });

  it('each call answers 403 without its permission, and nothing changes', async () => {
    const src = await sourceVisit();
    const zabiegId = await station();
    const made = ok<OrderedTreatment>(await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }));
    const reader = (await c.v.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'])) as Call;
    const calendar = (await c.v.as(['Wizytownik_WizytyZabiegiKalendarz'])) as Call;
    const none = (await c.v.as(['Wizytownik_Klienci'])) as Call;
    const cases: [string, Call, () => Promise<Reply<unknown>>][] = [
      [
        'insert as reader',
        reader,
        () => insert({ ...orderBody(c, src.id, '11:00', '11:30'), zabiegId }, reader),
      ],
      [
        'insert as calendar',
        calendar,
        () => insert({ ...orderBody(c, src.id, '11:00', '11:30'), zabiegId }, calendar),
      ],
      ['delete as reader', reader, () => remove(made.id, reader)],
      ['delete as calendar', calendar, () => remove(made.id, calendar)],
      [
        'shift as reader',
        reader,
        () => shift({ id: made.id, startTime: at('12:00'), endTime: at('12:30') }, reader),
      ],
      ['terms as reader', reader, () => terms({ Date: DAY, ZabiegId: zabiegId, DlugoscZabiegu: 30 }, reader)],
      ['summary as calendar', calendar, () => summary(src.clientId, DAY, calendar)],
      ['list as none', none, () => listOf(src.id, none)],
      ['summary as none', none, () => summary(src.clientId, DAY, none)],
    ];
    for (const [name, , call] of cases) expect([name, (await call()).status]).toEqual([name, 403]);
    ok(await terms({ Date: DAY, ZabiegId: zabiegId, DlugoscZabiegu: 30 }, calendar));
    const rows = await t.db
      .select()
      .from(orderedTreatments)
      .where(eq(orderedTreatments.treatmentId, zabiegId));
    expect(rows.map((r) => r.startTime)).toEqual([new Date(at('09:00'))]);
  });

  it('a clinic without Fizykoterapia gets featureDisabled on every call', async () => {
    const off = await clinic(false);
    const src = await sourceVisit(off);
    const replies = await Promise.all([
      insert(orderBody(off, src.id, '09:00', '09:30'), off.order),
      listOf(src.id, off.order),
      remove(1, off.order),
      terms({ Date: DAY, ZabiegId: off.treatment.id, DlugoscZabiegu: 30 }, off.order),
      shift({ id: 1, startTime: at('09:00'), endTime: at('09:30') }, off.order),
      summary(src.clientId, DAY, off.order),
    ]);
    for (const r of replies) {
      expect(r.status).toBe(403);
      expect((r.body.error as { errorCode?: string } | null)?.errorCode).toBe('auth.featureDisabled');
    }
    expect(await rowsOfTreatment(off.treatment.id)).toBe(0);
  });

  it('another clinic’s orders, visits and treatments are unknown', async () => {
    const other = await clinic();
    const theirs = await sourceVisit(other);
    const made = ok<OrderedTreatment>(
      await insert(orderBody(other, theirs.id, '09:00', '09:30'), other.order),
    );
    const src = await sourceVisit();
    const replies = [
      await insert(orderBody(c, theirs.id, '12:00', '12:30')),
      await insert({ ...orderBody(c, src.id, '12:00', '12:30'), zabiegId: other.treatment.id }),
      await listOf(theirs.id),
      await remove(made.id),
      await shift({ id: made.id, startTime: at('12:00'), endTime: at('12:30') }),
    ];
    expect(replies.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const [row] = await t.db
      .select()
      .from(orderedTreatments)
      .where(and(eq(orderedTreatments.id, made.id), eq(orderedTreatments.tenantId, other.tenantId)));
    expect(row!.startTime).toEqual(new Date(at('09:00')));
  });
});

describe('ListVisitHistory with ordered treatments', () => {
  type Page = { items: VisitHistoryItem[]; totalCount: number };
  const history = async (k: Clinic, body: object, as: Call = k.order) =>
    ok<Page>(await as({ url: `${V}/ListVisitHistory`, body }));
  /** One row as [visit id, ordered treatment id or null, start]. */
  const row = (i: VisitHistoryItem) => [i.id, i.zlecenie?.id ?? null, i.startTime];

  it('lists the patient’s ordered treatments among the visits, newest first, paged over the union', async () => {
    const k = await clinic();
    const clientId = await k.v.addPatient('Historia');
    const day2 = '2030-01-08';
    const first = await visitAt(k, '08:00', '08:30', { clientId });
    const second = await visitAt(k, '13:00', '13:30', { clientId });
    const a = ok<OrderedTreatment>(await insert(orderBody(k, first.id, '09:00', '09:30'), k.order));
    const b = ok<OrderedTreatment>(
      await insert(
        {
          ...orderBody(k, first.id, '09:00', '09:15', { podtypZabieguId: k.treatment.short }),
          startTime: at('09:00', day2),
          endTime: at('09:15', day2),
        },
        k.order,
      ),
    );
    const laser = await station(k);
    const d = ok<OrderedTreatment>(
      await insert({ ...orderBody(k, second.id, '14:00', '14:30'), zabiegId: laser }, k.order),
    );

    const all = await history(k, { clientID: clientId });
    expect(all.totalCount).toBe(5);
    expect(all.items.map(row)).toEqual([
      [first.id, b.id, new Date(at('09:00', day2)).toISOString()],
      [second.id, d.id, new Date(at('14:00')).toISOString()],
      [second.id, null, new Date(at('13:00')).toISOString()],
      [first.id, a.id, new Date(at('09:00')).toISOString()],
      [first.id, null, new Date(at('08:00')).toISOString()],
    ]);
    expect(all.items[0]).toMatchObject({
      endTime: new Date(at('09:15', day2)).toISOString(),
      zlecenie: { id: b.id, nazwaZabiegu: 'Laser', podtyp: 'krótki' },
      notes: null,
      statusLabel: 'Planowana',
      createdBy: expect.stringMatching(/^Jan Testowy\d+$/),
    });
    expect(all.items[2]).not.toHaveProperty('zlecenie');

    // Pages of two walk the union without gaps or repeats.
    const pages = [];
    for (let skip = 0; skip < 5; skip += 2) {
      const page = await history(k, { clientID: clientId, SkipCount: skip, MaxResultCount: 2 });
      expect(page.totalCount).toBe(5);
      pages.push(...page.items.map(row));
    }
    expect(pages).toEqual(all.items.map(row));

    // Dates on the ordered treatment's own start; the keyword in the treatment's name.
    const onDay2 = await history(k, { clientID: clientId, startDate: '08-01-2030', endDate: '08-01-2030' });
    expect(onDay2.items.map(row)).toEqual([all.items.map(row)[0]]);
    const byName = await history(k, { clientID: clientId, Keyword: 'laser' });
    expect(byName.items.map((i) => i.zlecenie?.id)).toEqual([b.id, a.id]);
    // A status filter applies to the visit that ordered them.
    await k.v.setStatus(second.id, 3);
    const closed = await history(k, { clientID: clientId, status: 3 });
    expect(closed.items.map(row)).toEqual(all.items.map(row).slice(1, 3));
  });

  it('shows My calendar alone only the orders of its own visits', async () => {
    const k = await clinic();
    const clientId = await k.v.addPatient('Historia');
    const me = await k.v.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await k.v.book({
      therapistId: me.id,
      clientId,
      startTime: at('15:00'),
      endTime: at('15:30'),
    });
    const theirs = await visitAt(k, '08:00', '08:30', { clientId });
    const ordered = ok<OrderedTreatment>(await insert(orderBody(k, mine, '10:00', '10:30'), k.order));
    ok(await insert(orderBody(k, theirs.id, '11:00', '11:30'), k.order));
    const page = await history(k, { clientID: clientId }, me.call as Call);
    expect(page.items.map(row)).toEqual([
      [mine, null, new Date(at('15:00')).toISOString()],
      [mine, ordered.id, new Date(at('10:00')).toISOString()],
    ]);
    expect(page.totalCount).toBe(2);
  });
});

describe('live calendars', () => {
  it('an order, a move and a delete are announced on the visits’ channel with the source visit and its therapist', async () => {
    const payloads: string[] = [];
    const listener = await listenToChannel(t.db, VISIT_CHANGES_CHANNEL, {
      onPayload: (p) => payloads.push(p),
    });
    try {
      const src = await sourceVisit();
      const zabiegId = await station();
      const expected = { tenantId: c.tenantId, visitId: src.id, therapistId: src.therapistId };
      const ours = () =>
        payloads
          .map((p) => JSON.parse(p) as object)
          .filter((p) => JSON.stringify(p) === JSON.stringify(expected));
      const settle = async (n: number) => {
        for (let i = 0; i < 100 && ours().length < n; i += 1) await new Promise((r) => setTimeout(r, 20));
        return ours().length;
      };
      // The booking of the source visit itself is announced too.
      expect(await settle(1)).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 200));
      const base = ours().length;
      const made = ok<OrderedTreatment>(
        await insert({ ...orderBody(c, src.id, '09:00', '09:30'), zabiegId }),
      );
      expect(await settle(base + 1)).toBe(base + 1);
      ok(await shift({ id: made.id, startTime: at('09:30'), endTime: at('10:00') }));
      expect(await settle(base + 2)).toBe(base + 2);
      ok(await remove(made.id));
      expect(await settle(base + 3)).toBe(base + 3);
      // A refused order is not announced.
      await insert({ ...orderBody(c, src.id, '07:00', '07:30'), zabiegId });
      await new Promise((r) => setTimeout(r, 200));
      expect(ours()).toHaveLength(base + 3);
    } finally {
      await listener.close();
    }
  });
});

describe('the demo practice', () => {
  it('orders treatments this week from every third visit, each after its visit in a free term; none without the feature', async () => {
    const k = await clinic();
    const booked = [];
    for (const [day, from, to] of [
      ['2030-01-07', '08:00', '08:30'],
      ['2030-01-07', '09:00', '09:45'],
      ['2030-01-07', '10:00', '10:30'],
      ['2030-01-08', '08:00', '08:30'],
      ['2030-01-09', '12:00', '12:30'],
      ['2030-01-13', '14:00', '14:30'],
      ['2030-01-14', '08:00', '08:30'],
    ] as const) {
      const clientId = await k.v.addPatient('Demo');
      const therapist = await k.v.addTherapist();
      booked.push({
        id: await k.v.book({
          therapistId: therapist.id,
          clientId,
          startTime: at(from, day),
          endTime: at(to, day),
        }),
        end: new Date(at(to, day)),
      });
    }
    // The booking consultation is not one the demo may order.
    await t.db
      .update(treatments)
      .set({ isActive: false })
      .where(and(eq(treatments.tenantId, k.tenantId), eq(treatments.name, 'Konsultacja')));
    // Wednesday of that week: Monday's visits order theirs too.
    await seedDemoOrderedTreatments(t.db, k.tenantId, new Date(at('12:00', '2030-01-09')));
    const rows = await t.db
      .select()
      .from(orderedTreatments)
      .where(eq(orderedTreatments.tenantId, k.tenantId))
      .orderBy(orderedTreatments.startTime);
    // The week's visits 1 and 4 (of six; the next Monday's is another week).
    expect(rows.map((r) => r.sourceVisitId)).toEqual([booked[0]!.id, booked[3]!.id]);
    for (const r of rows) {
      const source = booked.find((b) => b.id === r.sourceVisitId)!;
      expect(r.startTime.getTime()).toBeGreaterThanOrEqual(source.end.getTime());
      expect(r.treatmentId).toBe(k.treatment.id);
    }
    expect(rows.map((r) => r.subtypeId)).toEqual([null, k.treatment.short]);
    expect(await auditTrail(t.db, 'ordered_treatment', rows[0]!.id, 'create')).toHaveLength(1);

    const off = await clinic(false);
    await off.v.book({ startTime: at('08:00'), endTime: at('08:30') });
    await seedDemoOrderedTreatments(t.db, off.tenantId, new Date(at('12:00')));
    expect(await rowsOfTreatment(off.treatment.id)).toBe(0);
  });
});
