import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSigningCertificate } from './certificate.ts';
import { createP1FhirClient } from './fhir-client.ts';
import { encounterSystem } from './fhir.ts';
import { startFakeFhir, type FakeFhir } from './fhir-fake-server.ts';
import { P1Error, type P1MedicalEvent } from './port.ts';
import { TEST_PASSWORD, testCertificate, testServerTls } from './test-p1.ts';

const OID_ROOT = '2.16.840.1.113883.3.4424.2.7.321';
let fake: FakeFhir;

beforeEach(async () => {
  fake = await startFakeFhir();
});
afterEach(() => fake.close());

const EVENT: P1MedicalEvent = {
  visitId: 42,
  version: 1,
  start: '2026-05-04T09:00:00.000Z',
  end: '2026-05-04T10:00:00.000Z',
  facts: {
    patient: { name: 'Jan', surname: 'Kowalski', pesel: '44051401359', gender: 0 },
    therapist: { name: 'Anna Nowak', pwz: '5425740', profession: 'LEK' },
    unit: { name: 'Poradnia rehabilitacyjna', resortCode: '01-001-1300' },
    company: { regon: '123456785', bookNumber: '000000926578' },
    diagnoses: [{ code: 'M54.5', active: true }],
    procedures: [{ code: '93.39', active: true }],
  },
};

const client = (url = fake.url) => createP1FhirClient({ url, oidRoot: OID_ROOT });

async function failure(promise: Promise<unknown>): Promise<P1Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(P1Error);
  return error as P1Error;
}

describe('the FHIR client against a fake ZM interface', () => {
  it('posts the visit as a transaction Bundle; each report is the next version', async () => {
    expect(await client().reportMedicalEvent(EVENT)).toEqual({
      ok: true,
      id: 'enc-42',
      version: 1,
      rules: [],
    });
    expect(await client().reportMedicalEvent({ ...EVENT, version: 2 })).toMatchObject({
      ok: true,
      version: 2,
    });
    const [bundle] = fake.bundles;
    const encounter = bundle!.entry.find((e) => e.resource.resourceType === 'Encounter')!;
    expect(encounter.resource.identifier).toEqual([{ system: encounterSystem(OID_ROOT), value: '42' }]);
    expect(encounter.request?.url).toBe(`Encounter?identifier=${encounterSystem(OID_ROOT)}|42`);
    expect(bundle!.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Organization',
      'Encounter',
      'Condition',
      'Procedure',
    ]);
    expect(JSON.stringify(bundle)).toContain('"birthDate":"1944-05-14"');
  });

  it('a refusal (OperationOutcome) is rule results; the fake checks the PESEL', async () => {
    const noPesel = { ...EVENT, facts: { ...EVENT.facts, patient: { ...EVENT.facts.patient, pesel: null } } };
    expect(await client().reportMedicalEvent(noPesel)).toEqual({
      ok: false,
      rules: [
        {
          code: 'required',
          outcome: 'blad',
          text: 'Brak numeru PESEL pacjenta.',
          place: null,
          prescription: null,
        },
      ],
    });
  });

  it.each([
    [500, true],
    [503, true],
    [403, false],
  ])('HTTP %i is a failure, transient: %s', async (status, transient) => {
    fake.failNext(status);
    const error = await failure(client().reportMedicalEvent(EVENT));
    expect(error.transient).toBe(transient);
  });

  it('no connection is transient', async () => {
    const url = fake.url;
    await fake.close();
    fake = await startFakeFhir();
    const error = await failure(client(url).reportMedicalEvent(EVENT));
    expect(error.reason).toBe('unavailable');
    expect(error.transient).toBe(true);
  });
});

describe('mutual TLS', { timeout: 30_000 }, () => {
  it('presents the organisation TLS certificate, as the SOAP client does', async () => {
    const server = testServerTls();
    const clientCert = await openSigningCertificate(
      { pkcs12: testCertificate(), password: TEST_PASSWORD },
      new Date('2026-05-04T10:00:00Z'),
    );
    const https = await startFakeFhir({ tls: { ...server, clientCa: clientCert.certificate.toString() } });
    try {
      const options = { url: https.url, oidRoot: OID_ROOT, serverCa: Buffer.from(server.cert) };
      const tls = createP1FhirClient({
        ...options,
        tlsCertificate: { pkcs12: testCertificate(), password: TEST_PASSWORD },
      });
      expect((await tls.reportMedicalEvent(EVENT)).ok).toBe(true);
      const refused = await failure(createP1FhirClient(options).reportMedicalEvent(EVENT));
      expect(refused.reason).toBe('unavailable');
      expect(https.bundles).toHaveLength(1);
    } finally {
      await https.close();
    }
  });
});
