import { count, eq } from 'drizzle-orm';
import { THERAPIST_ROLE, type FeatureName, type PermissionName } from '@wizytownik/domain';
import type { ClientDto, CreateClientInput } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clients } from './patients.tables.ts';

export const API = '/api/services/app/Client';

/** Reading, adding, editing and deleting patients. */
export const PATIENT_STAFF: PermissionName[] = [
  'Wizytownik_Klienci',
  'Wizytownik_Klienci_Edycja',
  'Wizytownik_Klienci_Usuwanie',
];

/** A clinic of its own, and calls as a user holding exactly the given permissions. */
export interface PatientsClinic {
  readonly clinic: TestClinic;
  /** Calls as the staff user (the permissions the clinic was made with). */
  readonly call: TestApp['call'];
  /** A caller acting as a new user whose only role grants these permissions. */
  as(permissions: PermissionName[]): Promise<TestApp['call']>;
  /** Adds a patient through the API as the staff user and returns the reply's record. */
  add(body: CreateClientInput): Promise<ClientDto>;
  /** How many patient rows (deleted ones too) the clinic has. */
  rows(): Promise<number>;
  /** A new user with the therapist role; returns the user id. */
  addTherapist(): Promise<number>;
}

export async function createPatientsClinic(
  t: TestApp,
  features: FeatureName[] = [],
  permissions: PermissionName[] = PATIENT_STAFF,
): Promise<PatientsClinic> {
  const clinic = await createTestClinic(t, { features });
  const staff = await clinic.addUser({ permissions });
  const token = await clinic.login(staff.userName);
  const callAs =
    (bearer: string): TestApp['call'] =>
    (options) =>
      t.call({ ...options, token: bearer });
  const call = callAs(token);
  return {
    clinic,
    call,
    async as(perms) {
      const user = await clinic.addUser({ permissions: perms });
      return callAs(await clinic.login(user.userName));
    },
    async add(body) {
      const { status, body: reply } = await call<ClientDto>({ url: `${API}/Create`, body });
      if (status !== 200) throw new Error(`Create failed: ${JSON.stringify(reply.error)}`);
      return reply.result!;
    },
    async rows() {
      const [row] = await t.db
        .select({ n: count() })
        .from(clients)
        .where(eq(clients.tenantId, clinic.tenant.id));
      return row!.n;
    },
    async addTherapist() {
      return (await clinic.addUser({ roleNames: [THERAPIST_ROLE] })).id;
    },
  };
}

/** The validation replies' messages with the fields they name. */
export function validationErrors(body: {
  error: { validationErrors: Array<{ message: string; members: string[] }> | null } | null;
}) {
  return (body.error?.validationErrors ?? []).map((v) => [v.members.join('.'), v.message]);
}
