import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VerifyVisitResult } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { organizationalUnits } from '../company-settings/organization.tables.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { visitConditions } from '../visit-course/visit-course.tables.ts';
import { createVisitsClinic, useVisitsClinic, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { code, completeVisit as completeP1Visit, enableP1 } from './p1.test-kit.ts';

/*
 * P1Service/GetVerifyVisit over HTTP: a visit with everything P1 needs is correct, one with nothing
 * lists every problem in the dialog's order; the feature, the permission, the visit's status and the
 * tenant gate the call. The dictionary codes are test-only ones (the dictionaries are global).
 */

type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
type Reply = {
  status: number;
  body: { result: VerifyVisitResult | null; error: { message: string; errorCode: string } | null };
};

const URL = '/api/services/app/P1Service/GetVerifyVisit';
const verify = (call: Call, visitId: number) =>
  call({ method: 'GET', url: URL, query: { visitID: String(visitId) } }) as Promise<Reply>;

const s = useVisitsClinic();
let codes: { icd10: number; retiredIcd10: number; icd9: number };

beforeAll(async () => {
  await enableP1(s.t, s.c);
  codes = {
    icd10: await code(s.t, icd10Codes, 'ZZP1.1'),
    retiredIcd10: await code(s.t, icd10Codes, 'ZZP1.9', false),
    icd9: await code(s.t, icd9Codes, 'ZZP1.09'),
  };
});

const completeVisit = (c: VisitsClinic) => completeP1Visit(s.t, c, codes);

describe('P1Service/GetVerifyVisit', () => {
  it('a visit with everything P1 needs is correct', async () => {
    const visitId = await completeVisit(s.c);
    const reply = await verify(s.c.call, visitId);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual({ isCorrect: true, errors: [] });
  });

  it('lists every problem, in the order the dialog shows them', async () => {
    const c = await createVisitsClinic(s.t);
    await enableP1(s.t, c);
    const tenantId = c.clinic.tenant.id;
    const [unit] = await s.t.db
      .insert(organizationalUnits)
      .values({ tenantId, name: 'Gabinet', resortCode: '1300' })
      .returning({ id: organizationalUnits.id });
    await s.t.db
      .update(therapists)
      .set({ pwz: '6425740', plMedicalProfession: 'LEK' })
      .where(eq(therapists.id, c.therapist.id));
    const clientId = await c.addPatient('Nowak');
    await s.t.db.update(clients).set({ pesel: '44051401359', gender: 1 }).where(eq(clients.id, clientId));
    const visitId = await c.book({ clientId, organizationalUnitID: unit!.id });
    await s.t.db.insert(visitConditions).values({ tenantId, visitId, icd10Id: codes.retiredIcd10, type: 1 });

    const reply = await verify(c.call, visitId);
    expect(reply.status).toBe(200);
    const therapist = (
      (
        await c.call({
          method: 'GET',
          url: '/api/services/app/Visit/GetPatientVisitDetails',
          query: { id: String(visitId) },
        })
      ).body as { result: { therapistName: string } }
    ).result.therapistName;
    expect(reply.body.result).toEqual({
      isCorrect: false,
      errors: [
        'Płeć pacjenta nie zgadza się z numerem PESEL.',
        `Numer PWZ terapeuty ${therapist} (6425740) jest niepoprawny.`,
        'Kod resortowy komórki „Gabinet” (1300) jest niepełny: wymagane części V, VII i VIII, np. 01-001-1300.',
        'Wizyta nie ma rozpoznania ICD-10.',
        'Kodu ICD-10 ZZP1.9 nie ma już w słowniku.',
        'W ustawieniach firmy brak numeru REGON.',
        'W ustawieniach firmy brak numeru księgi rejestrowej.',
      ],
    });
  });

  it('a visit without a unit falls back to none when the therapist has no default either', async () => {
    const c = await createVisitsClinic(s.t);
    await enableP1(s.t, c);
    const visitId = await c.book();
    const { errors } = (await verify(c.call, visitId)).body.result!;
    expect(errors).toContain('Pacjent nie ma numeru PESEL.');
    expect(errors).toContain('Nie wybrano komórki organizacyjnej wizyty ani domyślnej komórki terapeuty.');
  });

  it('closed and cancelled visits are not verified', async () => {
    const visitId = await completeVisit(await freshP1Clinic());
    for (const status of [2, 3]) {
      await lastClinic.setStatus(visitId, status);
      const reply = await verify(lastClinic.call, visitId);
      expect(reply.status).toBe(409);
      expect(reply.body.error?.message).toBe(
        'Dane P1 można weryfikować tylko dla wizyty, która nie jest zakończona ani anulowana.',
      );
    }
  });

  it('needs the IntegracjaP1 feature, Wizytownik_Wizyty_Edycja and a visit of the caller’s clinic', async () => {
    const visitId = await s.c.book({
      startTime: '2030-01-08T09:00:00+01:00',
      endTime: '2030-01-08T10:00:00+01:00',
    });
    const readOnly = await s.c.as(['Wizytownik_Wizyty']);
    expect((await verify(readOnly, visitId)).status).toBe(403);

    const off = await createVisitsClinic(s.t);
    const reply = await verify(off.call, await off.book());
    expect(reply.status).toBe(403);
    expect(reply.body.error?.errorCode).toBe('auth.featureDisabled');

    const other = await freshP1Clinic();
    expect((await verify(other.call, visitId)).status).toBe(404);
  });
});

let lastClinic: VisitsClinic;
async function freshP1Clinic(): Promise<VisitsClinic> {
  lastClinic = await createVisitsClinic(s.t);
  await enableP1(s.t, lastClinic);
  return lastClinic;
}
