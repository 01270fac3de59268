import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDto, GetClientsOutput } from '@wizytownik/contracts';
import { TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { API, createPatientsClinic, type PatientsClinic } from '../../modules/patients/patients.test-kit.ts';
import { REQUEST_LINE } from './request-log.ts';

const PATIENT = {
  name: 'Bożydar',
  surname: 'Wszołkowski',
  pesel: '44051401359',
  phone: '600123987',
  emailAddress: 'bozydar.wszolkowski@poczta.pl',
  description: 'Notatka poufna o kolanie',
};
const WRONG_PASSWORD = 'Zgadywane-Haslo-77';

const lines: string[] = [];
let t: TestApp;
let c: PatientsClinic;
let token: string;
let patient: ClientDto;

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
  c = await createPatientsClinic(t);
  token = await c.clinic.login('admin');
  patient = await c.add(PATIENT);
  const getAll = (query: string) =>
    c.call<GetClientsOutput>({ method: 'GET', url: `${API}/GetAll`, query: { query } });
  expect((await getAll(PATIENT.pesel)).body.result?.items.map((i) => i.id)).toEqual([patient.id]);
  expect((await getAll(`${PATIENT.name} ${PATIENT.surname}`)).body.result?.items).toHaveLength(1);
  const read = await t.call({ method: 'GET', url: `${API}/Get`, query: { Id: String(patient.id) }, token });
  expect(read.status).toBe(200);
  const wrongLogin = await t.call({
    url: '/api/TokenAuth/Authenticate',
    tenantId: c.clinic.tenant.id,
    body: { userNameOrEmailAddress: PATIENT.emailAddress, password: WRONG_PASSWORD },
  });
  expect(wrongLogin.status).toBe(400);
  const invalid = await c.call({ url: `${API}/Create`, body: { ...PATIENT, pesel: '44051401358' } });
  expect(invalid.status).toBe(400);
});
afterAll(() => t.close());

const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request log', () => {
  it('writes no personal data, password or token, whatever the URL, query or body held', () => {
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [
      PATIENT.pesel,
      PATIENT.name,
      PATIENT.surname,
      PATIENT.phone,
      PATIENT.emailAddress,
      PATIENT.description,
      '44051401358',
      TEST_PASSWORD,
      WRONG_PASSWORD,
      token,
      '?',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('writes one line per request with the route pattern, status, time and caller ids', () => {
    const requests = logged().filter((l) => l.msg === REQUEST_LINE);
    const line = (route: string, status: number) =>
      requests.find((l) => l.route === route && l.status === status);
    expect(line(`${API}/GetAll`, 200)).toMatchObject({
      method: 'GET',
      tenantId: c.clinic.tenant.id,
      userId: expect.any(Number),
      responseTimeMs: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(line(`${API}/Get`, 200)).toMatchObject({ userId: c.clinic.admin.id });
    expect(line('/api/TokenAuth/Authenticate', 400)).toMatchObject({ method: 'POST' });
    expect(line('/api/TokenAuth/Authenticate', 400)).not.toHaveProperty('userId');
    expect(line(`${API}/Create`, 400)).toBeDefined();
    expect(requests.filter((l) => l.route === `${API}/GetAll`)).toHaveLength(2);
  });

  it('names no route for an unknown URL, only the method and the 404', async () => {
    await t.call({ method: 'GET', url: `/api/services/app/Nope/${PATIENT.pesel}` });
    expect(lines.join('')).not.toContain(PATIENT.pesel);
    expect(logged().at(-1)).toMatchObject({ msg: REQUEST_LINE, route: null, status: 404 });
  });
});
