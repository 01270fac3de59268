import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { THERAPIST_ROLE, type PermissionName } from '@wizytownik/domain';
import type { CreatePatientVisitInput } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type CallOptions, type TestApp } from '../../../test/test-app.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists, therapistSchedules, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { visits } from './visits.tables.ts';

export const V = '/api/services/app/Visit';

/** Reception: reads and edits visits. */
export const RECEPTION: PermissionName[] = ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'];

/** Monday 7 January 2030; Warsaw is UTC+1 then, so 09:00 there is 08:00Z. */
export const DAY = '2030-01-07';
export const at = (time: string, date = DAY) => `${date}T${time}:00+01:00`;

export interface Therapist {
  readonly id: number;
  readonly userId: number;
}

export interface VisitsClinic {
  readonly clinic: TestClinic;
  /** Works every day 08:00–16:00. */
  readonly therapist: Therapist;
  readonly clientId: number;
  /** Calls as reception. */
  call(options: CallOptions): ReturnType<TestApp['call']>;
  /** Calls as a new user whose only role grants exactly these permissions. */
  as(permissions: PermissionName[]): Promise<(options: CallOptions) => ReturnType<TestApp['call']>>;
  addTherapist(): Promise<Therapist>;
  /** A therapist whose user holds exactly these permissions, and calls as that user. */
  addTherapistUser(permissions: PermissionName[]): Promise<Therapist & { call: VisitsClinic['call'] }>;
  addPatient(surname?: string): Promise<number>;
  /** A visit of the clinic's therapist and patient, 09:00–10:00 on DAY unless overridden. */
  visit(overrides?: Partial<CreatePatientVisitInput>): CreatePatientVisitInput;
  /** Books through the API and returns the new id (fails the test on a refusal). */
  book(overrides?: Partial<CreatePatientVisitInput>): Promise<number>;
  /** Puts a visit straight into a status (4 and 5 come from SMS answers, not from these calls). */
  setStatus(id: number, status: number, statusSubtype?: number): Promise<void>;
  /** A visit type of a therapist, `minutes` long; returns its id. */
  addVisitType(therapistId: number, minutes: number, options?: { active?: boolean }): Promise<number>;
}

export async function createVisitsClinic(t: TestApp): Promise<VisitsClinic> {
  const clinic = await createTestClinic(t);
  const callAs = (token: string) => (options: CallOptions) => t.call({ ...options, token });
  const reception = await clinic.addUser({ permissions: RECEPTION });
  const call = callAs(await clinic.login(reception.userName));

  const withSchedule = async (therapistId: number, userId: number): Promise<Therapist> => {
    await t.db.insert(therapistSchedules).values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        tenantId: clinic.tenant.id,
        therapistId,
        day,
        timeStart: '08:00',
        timeEnd: '16:00',
      })),
    );
    return { id: therapistId, userId };
  };
  const addTherapist = async (): Promise<Therapist> => {
    const user = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const [row] = await t.db
      .select({ id: therapists.id })
      .from(therapists)
      .where(eq(therapists.userId, user.id));
    return withSchedule(row!.id, user.id);
  };
  const addPatient = async (surname = 'Kowalska') => {
    const [row] = await t.db
      .insert(clients)
      .values({ tenantId: clinic.tenant.id, name: 'Anna', surname })
      .returning({ id: clients.id });
    return row!.id;
  };
  const therapist = await addTherapist();
  const clientId = await addPatient();
  const visit = (overrides: Partial<CreatePatientVisitInput> = {}): CreatePatientVisitInput => ({
    startTime: at('09:00'),
    endTime: at('10:00'),
    therapistId: therapist.id,
    clientId,
    ...overrides,
  });
  return {
    clinic,
    therapist,
    clientId,
    call,
    async as(permissions) {
      const user = await clinic.addUser({ permissions });
      return callAs(await clinic.login(user.userName));
    },
    addTherapist,
    async addTherapistUser(permissions) {
      const user = await clinic.addUser({ permissions });
      const [row] = await t.db
        .insert(therapists)
        .values({ tenantId: clinic.tenant.id, userId: user.id })
        .returning({ id: therapists.id });
      const therapist = await withSchedule(row!.id, user.id);
      return { ...therapist, call: callAs(await clinic.login(user.userName)) };
    },
    addPatient,
    visit,
    async book(overrides) {
      const { status, body } = await call({ url: `${V}/CreatePatientVisit`, body: visit(overrides) });
      if (status !== 200) throw new Error(`booking failed: ${JSON.stringify(body.error)}`);
      return (body.result as { id: number }).id;
    },
    async setStatus(id, status, statusSubtype = 0) {
      await t.db.update(visits).set({ status, statusSubtype }).where(eq(visits.id, id));
    },
    async addVisitType(therapistId, minutes, { active = true } = {}) {
      const [row] = await t.db
        .insert(therapistVisitTypes)
        .values({
          tenantId: clinic.tenant.id,
          therapistId,
          nazwa: `Typ ${minutes} min`,
          cena: '100',
          dlugoscWizyty: minutes,
          aktywna: active,
        })
        .returning({ id: therapistVisitTypes.id });
      return row!.id;
    },
  };
}

/** A test file's app and clinic, made before its tests and closed after them. */
export function useVisitsClinic(): { t: TestApp; c: VisitsClinic } {
  const s = {} as { t: TestApp; c: VisitsClinic };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.c = await createVisitsClinic(s.t);
  });
  afterAll(() => s.t.close());
  return s;
}
