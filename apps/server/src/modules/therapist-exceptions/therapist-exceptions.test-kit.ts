import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { THERAPIST_ROLE, type PermissionName } from '@wizytownik/domain';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type CallOptions, type TestApp } from '../../../test/test-app.ts';
import { therapists } from '../therapists/therapists.tables.ts';

export const API = '/api/services/app/Therapist';

/** A clinic with one therapist, and a way to call the API as a user holding given permissions. */
export interface ExceptionsClinic {
  readonly clinic: TestClinic;
  readonly therapistId: number;
  /** Calls as the clinic's admin (every permission). */
  asAdmin(options: CallOptions): ReturnType<TestApp['call']>;
  /** Calls as a new user whose only role grants exactly these permissions. */
  as(permissions: PermissionName[], options: CallOptions): ReturnType<TestApp['call']>;
}

export async function createExceptionsClinic(t: TestApp): Promise<ExceptionsClinic> {
  const clinic = await createTestClinic(t);
  const user = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const [row] = await t.db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.userId, user.id));
  if (!row) throw new Error('the therapist row is missing');
  const adminToken = await clinic.login('admin');
  return {
    clinic,
    therapistId: row.id,
    asAdmin: (options) => t.call({ ...options, token: adminToken }),
    async as(permissions, options) {
      const u = await clinic.addUser({ permissions });
      return t.call({ ...options, token: await clinic.login(u.userName) });
    },
  };
}

/** The messages of a 400 reply's validation errors. */
export function validationMessages(body: {
  error: { validationErrors: Array<{ message: string }> | null } | null;
}) {
  return (body.error?.validationErrors ?? []).map((v) => v.message);
}

/** A test file's app with two clinics: `c` under test and `other` for tenant isolation. */
export function useTwoClinics(): { t: TestApp; c: ExceptionsClinic; other: ExceptionsClinic } {
  const s = {} as { t: TestApp; c: ExceptionsClinic; other: ExceptionsClinic };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.c = await createExceptionsClinic(s.t);
    s.other = await createExceptionsClinic(s.t);
  });
  afterAll(() => s.t.close());
  return s;
}
