import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, type PermissionName, THERAPIST_ROLE } from '@wizytownik/domain';
import { type TherapistDetails, type TherapistVisitType } from '@wizytownik/contracts';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const VISIT_TYPE_LENGTH_MESSAGE = CONTRACT_MESSAGES['contract.visitTypeLengthPositive'];
const VISIT_TYPE_NAME_MIN = CONTRACT_MESSAGES['contract.nameMin3'];
const VISIT_TYPE_NAME_REQUIRED = CONTRACT_MESSAGES['contract.nameRequired'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/services/app/Therapist';
const TYPES: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Edycja_TypowWizyt_Terapeuty'];
const WITH_COMMISSION: PermissionName[] = [...TYPES, 'Wizytownik_Terapeuci_ProwizjaEdycja'];

async function setup(permissions: PermissionName[] = WITH_COMMISSION) {
  const clinic = await createTestClinic(t);
  const therapist = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const editor = await clinic.addUser({ permissions });
  const token = await clinic.login(editor.userName);
  const d = await t.call<TherapistDetails>({
    method: 'GET',
    url: `${BASE}/GetTherapistDetails`,
    token: await clinic.login('admin'),
    query: { userId: String(therapist.id) },
  });
  return { clinic, userId: therapist.id, therapistId: d.body.result!.therapistID, token };
}

const VALID = { nazwa: 'Konsultacja', cena: 20000, dlugosc_wizyty: 50 };
const insert = (token: string, body: object) =>
  t.call<TherapistVisitType>({ url: `${BASE}/InsertTypWizytyTerapeuty`, token, body });
const update = (token: string, body: object) =>
  t.call<TherapistVisitType>({ method: 'PUT', url: `${BASE}/UpdateTypWizytyTerapeuty`, token, body });
const listOf = (token: string, userId: number) =>
  t.call<TherapistVisitType[]>({
    method: 'GET',
    url: `${BASE}/GetTypyWizytTerapeuty`,
    token,
    query: { userId: String(userId) },
  });

describe('visit types', () => {
  it('adds a visit type as active even when sent inactive, and edits it', async () => {
    const { therapistId, userId, token } = await setup();
    const added = await insert(token, { terapeuta_id: therapistId, ...VALID, aktywna: false });
    expect(added.body.result).toMatchObject({ ...VALID, aktywna: true, terapeuta_id: therapistId });
    const id = added.body.result!.id;
    const changed = await update(token, { id, ...VALID, nazwa: 'Konsultacja wstępna', aktywna: false });
    expect(changed.body.result).toMatchObject({ nazwa: 'Konsultacja wstępna', aktywna: false });
    expect((await listOf(token, userId)).body.result?.map((v) => v.nazwa)).toEqual(['Konsultacja wstępna']);
    const one = await t.call<TherapistVisitType>({
      method: 'GET',
      url: `${BASE}/GetTypWizyty`,
      token,
      query: { id: String(id) },
    });
    expect(one.body.result?.cena).toBe(20000);
  });

  it.each([
    [{ nazwa: '' }, VISIT_TYPE_NAME_REQUIRED, 'nazwa'],
    [{ nazwa: 'Ab' }, VISIT_TYPE_NAME_MIN, 'nazwa'],
    [{ dlugosc_wizyty: 0 }, VISIT_TYPE_LENGTH_MESSAGE, 'dlugosc_wizyty'],
    [{ cena: -100 }, 'Kwota nie może być ujemna.', 'cena'],
    [{ prowizja: -1 }, 'Kwota nie może być ujemna.', 'prowizja'],
    [{ prowizja_procent: 101 }, 'Prowizja procentowa musi mieścić się w zakresie 0–100.', 'prowizja_procent'],
  ])('refuses %o with its message', async (change, message, member) => {
    const { therapistId, userId, token } = await setup();
    const res = await insert(token, { terapeuta_id: therapistId, ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [member] });
    expect((await listOf(token, userId)).body.result).toEqual([]);
  });

  it('keeps either the commission amount or the percent, the amount winning', async () => {
    const { therapistId, token } = await setup();
    const res = await insert(token, {
      terapeuta_id: therapistId,
      ...VALID,
      prowizja: 5000,
      prowizja_procent: 30,
    });
    expect(res.body.result).toMatchObject({ prowizja: 5000, prowizja_procent: 0 });
    const pct = await update(token, { id: res.body.result!.id, ...VALID, prowizja: 0, prowizja_procent: 30 });
    expect(pct.body.result).toMatchObject({ prowizja: 0, prowizja_procent: 30 });
  });

  it('hides the commission without Wizytownik_Terapeuci_ProwizjaEdycja and refuses to write it', async () => {
    const { clinic, therapistId, userId, token } = await setup();
    await insert(token, { terapeuta_id: therapistId, ...VALID, prowizja: 5000 });
    const plain = await clinic.addUser({ permissions: TYPES });
    const plainToken = await clinic.login(plain.userName);
    const [seen] = (await listOf(plainToken, userId)).body.result!;
    expect(seen).not.toHaveProperty('prowizja');
    expect(seen).not.toHaveProperty('prowizja_procent');
    const refused = await insert(plainToken, { terapeuta_id: therapistId, ...VALID, prowizja: 100 });
    expect(refused.status).toBe(403);
    // An edit without commission fields keeps the stored commission.
    await update(plainToken, { id: seen!.id, ...VALID, nazwa: 'Nowa nazwa' });
    expect((await listOf(token, userId)).body.result?.[0]).toMatchObject({
      nazwa: 'Nowa nazwa',
      prowizja: 5000,
    });
  });

  it('refuses a caller without Wizytownik_Edycja_TypowWizyt_Terapeuty', async () => {
    const { therapistId, token } = await setup(['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja']);
    expect((await insert(token, { terapeuta_id: therapistId, ...VALID })).status).toBe(403);
  });

  it("answers 404 for another clinic's therapist and visit type", async () => {
    const other = await setup();
    const theirs = await insert(other.token, { terapeuta_id: other.therapistId, ...VALID });
    const { token } = await setup();
    expect((await insert(token, { terapeuta_id: other.therapistId, ...VALID })).status).toBe(404);
    expect((await update(token, { id: theirs.body.result!.id, ...VALID })).status).toBe(404);
    expect((await listOf(token, other.userId)).status).toBe(404);
    const one = await t.call({
      method: 'GET',
      url: `${BASE}/GetTypWizyty`,
      token,
      query: { id: String(theirs.body.result!.id) },
    });
    expect(one.status).toBe(404);
  });
});
