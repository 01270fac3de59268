import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { type ClientDto, type RepresentativeInfo } from '@wizytownik/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clients } from './patients.tables.ts';
import {
  API,
  PATIENT_STAFF,
  createPatientsClinic,
  validationErrors,
  type PatientsClinic,
} from './patients.test-kit.ts';

const CREDIT_VALIDITY_MESSAGE = CONTRACT_MESSAGES['contract.creditValidityInvalid'];
const EMAIL_MESSAGE = CONTRACT_MESSAGES['contract.patientEmailInvalid'];
const GUARDIAN_REQUIRED_MESSAGE = CONTRACT_MESSAGES['contract.guardianRequired'];
const NAME_REQUIRED_MESSAGE = CONTRACT_MESSAGES['contract.patientNameRequired'];
const SURNAME_REQUIRED_MESSAGE = CONTRACT_MESSAGES['contract.patientSurnameRequired'];
const PESEL_MESSAGE = CONTRACT_MESSAGES['contract.peselInvalid'];
const PHONE_MESSAGE = CONTRACT_MESSAGES['contract.phoneFormat'];
const PATIENT_NIP_MESSAGE = CONTRACT_MESSAGES['contract.patientNipFormat'];

let t: TestApp;
let c: PatientsClinic;
beforeAll(async () => {
  t = await createTestApp();
  c = await createPatientsClinic(t);
});
afterAll(() => t.close());

const get = (call: PatientsClinic['call'], id: number) =>
  call<ClientDto>({ method: 'GET', url: `${API}/Get`, query: { Id: String(id) } });
const update = (call: PatientsClinic['call'], body: object) =>
  call<ClientDto>({ method: 'PUT', url: `${API}/Update`, body });

/** Whole years since 14 May 1944 as of the clinic's today: the age the PESEL 44051401359 gives. */
describe('patient record', () => {
  it('adds a patient and answers with the birth date, age and gender from the PESEL', async () => {
    const created = await c.add({
      name: ' Jan ',
      surname: 'Kowalski',
      pesel: '44051401359',
      nip: '123-456-78-90',
      phone: '+48600100200',
      emailAddress: 'jan@example.pl',
      knowledgeOfUsSource: 'z_polecenia',
      street: 'Długa',
      numer_budynku: '5',
      numer_lokalu: '2',
      postcode: '31-100',
      city: 'Kraków',
      region: 'małopolskie',
    });
    expect(created).toMatchObject({
      name: 'Jan',
      surname: 'Kowalski',
      birthDate: '1944-05-14',
      // Born 14 May 1944: 81 on the test clock's day, 10 March 2026.
      age: 81,
      gender: 0,
      nip: '1234567890',
      knowledgeOfUsSource: 'z_polecenia',
      region: 'małopolskie',
      haveRepresentative: false,
      representativeID: 0,
      representativeData: null,
    });
    const read = await get(c.call, created.id);
    expect(read.body.result).toEqual(created);
  });

  it('gives a new patient the spec defaults: SMS and health-services consents on, the rest off', async () => {
    const created = await c.add({ name: 'Ewa', surname: 'Domyślna' });
    expect(created).toMatchObject({
      agree_receive_sms: true,
      confirm_sms: true,
      agree_for_health_services: true,
      refuse_receive_email: false,
      agree_process_data: false,
      agree_for_commercial: false,
      covidQuestionnaire: false,
      kredyt: false,
      payByPayU: false,
      gender: -1,
      birthDate: null,
      age: null,
    });
  });

  it('keeps a gender the user chose and takes a female gender from an even tenth digit', async () => {
    const chosen = await c.add({ name: 'Alex', surname: 'Wybrany', pesel: '44051401359', gender: 1 });
    expect(chosen.gender).toBe(1);
    const derived = await c.add({ name: 'Anna', surname: 'Parzysta', pesel: '02070803628' });
    expect(derived).toMatchObject({ gender: 1, birthDate: '1902-07-08' });
  });

  it('changes a patient and clears the derived data when the PESEL is removed', async () => {
    const created = await c.add({ name: 'Jan', surname: 'Zmieniany', pesel: '44051401359' });
    const changed = await update(c.call, { id: created.id, name: 'Janusz', surname: 'Zmieniony', gender: 0 });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      name: 'Janusz',
      surname: 'Zmieniony',
      pesel: null,
      birthDate: null,
      age: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', NAME_REQUIRED_MESSAGE],
    [{ name: '   ' }, 'name', NAME_REQUIRED_MESSAGE],
    [{ surname: '' }, 'surname', SURNAME_REQUIRED_MESSAGE],
    [{ pesel: '44051401358' }, 'pesel', PESEL_MESSAGE],
    [{ pesel: '4405140135' }, 'pesel', PESEL_MESSAGE],
    [{ pesel: '05022900008' }, 'pesel', PESEL_MESSAGE],
    [{ phone: '600 100 200' }, 'phone', PHONE_MESSAGE],
    [{ phone: '1234567' }, 'phone', PHONE_MESSAGE],
    [{ nip: '123-abc' }, 'nip', PATIENT_NIP_MESSAGE],
    [{ nip: '123-456-78-901' }, 'nip', PATIENT_NIP_MESSAGE],
    [{ emailAddress: 'jan@' }, 'emailAddress', EMAIL_MESSAGE],
    [{ kredyt: true }, 'kredyt_podstawa', CONTRACT_MESSAGES['contract.creditBasisRequired']],
    [
      { kredyt: true, kredyt_podstawa: 'Inne' },
      'kredyt_podstawa_inna',
      CONTRACT_MESSAGES['contract.creditOtherBasisRequired'],
    ],
    [{ waznosc_kredytu: '2025-02-30' }, 'waznosc_kredytu', CREDIT_VALIDITY_MESSAGE],
    [{ haveRepresentative: true, representativeID: 0 }, 'representativeID', GUARDIAN_REQUIRED_MESSAGE],
  ])('refuses %j with its message and stores nothing', async (fields, member, message) => {
    const before = await c.rows();
    const reply = await c.call({ url: `${API}/Create`, body: { name: 'Jan', surname: 'Nowak', ...fields } });
    expect(reply.status).toBe(400);
    expect(validationErrors(reply.body)).toEqual([[member, message]]);
    expect(await c.rows()).toBe(before);
  });

  it('leaves the stored patient unchanged when an update is refused', async () => {
    const created = await c.add({ name: 'Stały', surname: 'Pacjent', phone: '600100200' });
    const refused = await update(c.call, { id: created.id, name: 'Inny', surname: 'Pacjent', pesel: '123' });
    expect(refused.status).toBe(400);
    const badGuardian = await update(c.call, {
      id: created.id,
      name: 'Inny',
      surname: 'Pacjent',
      haveRepresentative: true,
      representativeID: created.id,
    });
    expect(badGuardian.status).toBe(400);
    expect((await get(c.call, created.id)).body.result).toEqual(created);
  });
});

describe('guardian and therapist', () => {
  it('links a guardian and shows their information', async () => {
    const guardian = await c.add({
      name: 'Maria',
      surname: 'Opiekuńcza',
      pesel: '81010112347',
      street: 'Polna 1',
      postcode: '00-001',
      city: 'Warszawa',
      phone: '500600700',
    });
    const child = await c.add({
      name: 'Kuba',
      surname: 'Podopieczny',
      haveRepresentative: true,
      representativeID: guardian.id,
    });
    const expected: RepresentativeInfo = {
      id: guardian.id,
      name: 'Maria',
      surname: 'Opiekuńcza',
      phone: '500600700',
      pesel: '81010112347',
      street: 'Polna 1',
      postcode: '00-001',
      city: 'Warszawa',
    };
    expect(child).toMatchObject({
      haveRepresentative: true,
      representativeID: guardian.id,
      representativeData: expected,
    });
    const info = await c.call<RepresentativeInfo>({
      method: 'GET',
      url: `${API}/GetRepresentative`,
      query: { Id: String(guardian.id) },
    });
    expect(info.body.result).toEqual(expected);

    const unlinked = await update(c.call, { ...child, haveRepresentative: false });
    expect(unlinked.body.result).toMatchObject({
      haveRepresentative: false,
      representativeID: 0,
      representativeData: null,
    });
  });

  it('refuses the patient as their own guardian, an unknown one and a deleted one', async () => {
    const patient = await c.add({ name: 'Sam', surname: 'Sobie' });
    const self = await update(c.call, { ...patient, haveRepresentative: true, representativeID: patient.id });
    expect(validationErrors(self.body)).toEqual([
      ['representativeID', 'Pacjent nie może być swoim opiekunem.'],
    ]);

    const deleted = await c.add({ name: 'Był', surname: 'Opiekun' });
    await c.call({ method: 'DELETE', url: `${API}/Delete`, query: { Id: String(deleted.id) } });
    for (const representativeID of [deleted.id, 999_999]) {
      const reply = await update(c.call, { ...patient, haveRepresentative: true, representativeID });
      expect(validationErrors(reply.body)).toEqual([['representativeID', 'Nieznany opiekun.']]);
    }
  });

  it('assigns a therapist of the clinic and refuses a user who is not a therapist', async () => {
    const therapistId = await c.addTherapist();
    const patient = await c.add({ name: 'Ola', surname: 'Terapeutyczna', therapistID: therapistId });
    expect(patient.therapistID).toBe(therapistId);
    const notTherapist = await c.clinic.addUser({ permissions: [] });
    const reply = await update(c.call, { ...patient, therapistID: notTherapist.id });
    expect(validationErrors(reply.body)).toEqual([['therapistID', 'Nieznany terapeuta.']]);
    const none = await update(c.call, { ...patient, therapistID: 0 });
    expect(none.body.result?.therapistID).toBeNull();
  });
});

describe('permissions', () => {
  it('needs Wizytownik_Klienci to read', async () => {
    const patient = await c.add({ name: 'Jan', surname: 'Czytany' });
    const outsider = await c.as(['Wizytownik_Klienci_Edycja']);
    for (const [url, query] of [
      ['GetAll', {}],
      ['Search', {}],
      ['Get', { Id: String(patient.id) }],
      ['GetRepresentative', { Id: String(patient.id) }],
    ] as const) {
      expect((await outsider({ method: 'GET', url: `${API}/${url}`, query })).status).toBe(403);
    }
    const reader = await c.as(['Wizytownik_Klienci']);
    expect((await get(reader, patient.id)).status).toBe(200);
  });

  it('needs Wizytownik_Klienci_Edycja to add, quick add and change', async () => {
    const patient = await c.add({ name: 'Jan', surname: 'Edytowany' });
    const reader = await c.as(['Wizytownik_Klienci', 'Wizytownik_Klienci_Usuwanie']);
    const before = await c.rows();
    expect((await reader({ url: `${API}/Create`, body: { name: 'A', surname: 'B' } })).status).toBe(403);
    expect((await reader({ url: `${API}/CreateQuick`, body: { name: 'A', surname: 'B' } })).status).toBe(403);
    expect((await update(reader, { ...patient, name: 'Zmiana' })).status).toBe(403);
    expect(await c.rows()).toBe(before);
    expect((await get(c.call, patient.id)).body.result?.name).toBe('Jan');
  });

  it('needs Wizytownik_Klienci_Usuwanie to delete', async () => {
    const patient = await c.add({ name: 'Jan', surname: 'Nieusuwalny' });
    const editor = await c.as(['Wizytownik_Klienci', 'Wizytownik_Klienci_Edycja']);
    const reply = await editor({ method: 'DELETE', url: `${API}/Delete`, query: { Id: String(patient.id) } });
    expect(reply.status).toBe(403);
    expect((await get(c.call, patient.id)).body.result?.surname).toBe('Nieusuwalny');
  });
});

describe('feature gates', () => {
  const CREDIT = {
    kredyt: true,
    kredyt_podstawa: 'Inne',
    kredyt_podstawa_inna: 'Umowa z gminą',
    limit_kredytowy: 150_050,
    waznosc_kredytu: '2030-12-31',
  };

  it('honours the card-payment flag only with the PayU feature', async () => {
    const without = await c.add({ name: 'Jan', surname: 'BezPayU', payByPayU: true });
    expect(without.payByPayU).toBe(false);
    const payU = await createPatientsClinic(t, ['PayU']);
    const withIt = await payU.add({ name: 'Jan', surname: 'ZPayU', payByPayU: true });
    expect(withIt.payByPayU).toBe(true);
  });

  it('keeps a stored card-payment flag when the PayU feature is off', async () => {
    const patient = await c.add({ name: 'Jan', surname: 'ZachowanyPayU' });
    await t.db.update(clients).set({ payByPayU: true }).where(eq(clients.id, patient.id));
    const changed = await update(c.call, { ...patient, payByPayU: false });
    expect(changed.body.result?.payByPayU).toBe(true);
  });

  it('stores credit with the Kredyty feature and Wizytownik_KlienciKredyty; the other basis reads back as Inne', async () => {
    const credit = await createPatientsClinic(
      t,
      ['Kredyty'],
      [...PATIENT_STAFF, 'Wizytownik_KlienciKredyty'],
    );
    const patient = await credit.add({ name: 'Jan', surname: 'Kredytowy', ...CREDIT });
    expect(patient).toMatchObject(CREDIT);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, patient.id));
    expect(row).toMatchObject({
      credit: true,
      creditBasis: 'Umowa z gminą',
      creditLimit: '1500.50',
      creditValidUntil: '2030-12-31',
    });

    const listed = await update(credit.call, {
      ...patient,
      kredyt_podstawa: 'Decyzja dyrekcji',
      kredyt_podstawa_inna: null,
    });
    expect(listed.body.result).toMatchObject({
      kredyt_podstawa: 'Decyzja dyrekcji',
      kredyt_podstawa_inna: null,
    });
  });

  it('ignores credit fields without the Kredyty feature', async () => {
    const patient = await c.add({ name: 'Jan', surname: 'BezKredytu', ...CREDIT });
    expect(patient).toMatchObject({
      kredyt: false,
      kredyt_podstawa: null,
      limit_kredytowy: null,
      waznosc_kredytu: null,
    });
  });

  it('keeps the stored credit when the user lacks Wizytownik_KlienciKredyty', async () => {
    const credit = await createPatientsClinic(
      t,
      ['Kredyty'],
      [...PATIENT_STAFF, 'Wizytownik_KlienciKredyty'],
    );
    const patient = await credit.add({ name: 'Jan', surname: 'KredytStały', ...CREDIT });
    const noCredit = await credit.as(PATIENT_STAFF);
    const changed = await update(noCredit, { ...patient, name: 'Janek', kredyt: false, limit_kredytowy: 0 });
    expect(changed.body.result).toMatchObject({ name: 'Janek', ...CREDIT });
  });
});
