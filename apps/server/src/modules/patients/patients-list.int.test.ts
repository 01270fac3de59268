import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { type ClientDto, type ClientPickerItem, type GetClientsOutput } from '@wizytownik/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clients } from './patients.tables.ts';
import { API, createPatientsClinic, validationErrors, type PatientsClinic } from './patients.test-kit.ts';

const NAME_REQUIRED_MESSAGE = CONTRACT_MESSAGES['contract.patientNameRequired'];
const SURNAME_REQUIRED_MESSAGE = CONTRACT_MESSAGES['contract.patientSurnameRequired'];
const PHONE_MESSAGE = CONTRACT_MESSAGES['contract.phoneFormat'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (c: PatientsClinic, query: Record<string, string> = {}) =>
  c.call<GetClientsOutput>({ method: 'GET', url: `${API}/GetAll`, query });
const search = (c: PatientsClinic, query: string) =>
  c.call<ClientPickerItem[]>({ method: 'GET', url: `${API}/Search`, query: { query } });
const surnames = (items: Array<{ surname: string }> | null | undefined) =>
  (items ?? []).map((i) => i.surname);
const remove = (c: PatientsClinic, id: number) =>
  c.call({ method: 'DELETE', url: `${API}/Delete`, query: { Id: String(id) } });

describe('patient list and search', () => {
  let c: PatientsClinic;
  beforeAll(async () => {
    c = await createPatientsClinic(t);
    await c.add({
      name: 'Łukasz',
      surname: 'Kowalski',
      pesel: '44051401359',
      phone: '600111222',
      city: 'Kraków',
    });
    await c.add({
      name: 'Anna',
      surname: 'Kowalska',
      pesel: '81010112347',
      city: 'Łódź',
      description: 'Pacjentka po urazie kolana lewego',
    });
    await c.add({ name: 'Zofia', surname: 'Żak', phone: '+48700800900', city: 'Gdańsk' });
    await c.add({ name: 'Jan', surname: 'Nowak', pesel: '02210312342' });
  });

  it('finds a patient regardless of case and Polish diacritics', async () => {
    for (const query of ['łukasz', 'lukasz', 'ŁUKASZ', 'Lukasz kowal']) {
      expect(surnames((await list(c, { query })).body.result?.items), query).toEqual(['Kowalski']);
    }
    expect(surnames((await search(c, 'zak')).body.result)).toEqual(['Żak']);
    expect(surnames((await search(c, 'ŻAK')).body.result)).toEqual(['Żak']);
  });

  it('lists by surname and matches part of a name, surname or PESEL', async () => {
    const all = await list(c);
    expect(all.body.result).toMatchObject({ totalCount: 4 });
    expect(surnames(all.body.result?.items)).toEqual(['Kowalska', 'Kowalski', 'Nowak', 'Żak']);
    expect(surnames((await list(c, { query: 'kowal' })).body.result?.items)).toEqual([
      'Kowalska',
      'Kowalski',
    ]);
    expect(surnames((await list(c, { query: '440514' })).body.result?.items)).toEqual(['Kowalski']);
    expect((await list(c, { query: 'kowal' })).body.result?.totalCount).toBe(2);
  });

  it('searches the list by name, surname and PESEL only, the pickers also by phone', async () => {
    expect((await list(c, { query: '600111' })).body.result?.items).toEqual([]);
    expect(surnames((await search(c, '600111')).body.result)).toEqual(['Kowalski']);
    expect(surnames((await search(c, '+4870')).body.result)).toEqual(['Żak']);
  });

  it('sorts by each list column, ascending or descending', async () => {
    const sorted = async (sorting: string) => surnames((await list(c, { sorting })).body.result?.items);
    expect(await sorted('surname DESC')).toEqual(['Żak', 'Nowak', 'Kowalski', 'Kowalska']);
    expect(await sorted('name')).toEqual(['Kowalska', 'Nowak', 'Kowalski', 'Żak']);
    expect(await sorted('city desc')).toEqual(['Nowak', 'Kowalska', 'Kowalski', 'Żak']);
    expect(await sorted('creationTime DESC')).toEqual(['Nowak', 'Żak', 'Kowalska', 'Kowalski']);
    expect(await sorted('pesel')).toEqual(['Nowak', 'Kowalski', 'Kowalska', 'Żak']);
  });

  it('orders surnames in Polish alphabetical order', async () => {
    const polish = await createPatientsClinic(t);
    const order = ['Cichy', 'Ćwik', 'Lis', 'Łuczak', 'Sowa', 'Śliwa', 'Zieliński', 'Żak'];
    for (const surname of [...order].reverse()) await polish.add({ name: 'Jan', surname });
    expect(surnames((await list(polish)).body.result?.items)).toEqual(order);
    expect(surnames((await search(polish, '')).body.result)).toEqual(order);
    // A word of three letters or more is searched for matches first, then ordered: the same order.
    expect(surnames((await search(polish, 'jan')).body.result)).toEqual(order);
    expect(surnames((await list(polish, { query: 'jan' })).body.result?.items)).toEqual(order);
  });

  it('pages the list with the page sizes 20, 50, 100 and 200 only', async () => {
    expect((await list(c, { limit: '20', page: '2' })).body.result).toEqual({ items: [], totalCount: 4 });
    expect((await list(c, { limit: '30' })).status).toBe(400);
    expect((await list(c, { sorting: 'emailAddress' })).status).toBe(400);
    expect((await list(c, { sorting: 'SURNAME' })).status).toBe(400);
  });

  it('counts every match on a full, a short and an empty page, whether or not the search reads matches first', async () => {
    const many = await createPatientsClinic(t);
    for (let i = 1; i <= 25; i += 1) {
      await many.call({ url: `${API}/CreateQuick`, body: { name: 'Jan', surname: `Pacjent${i}` } });
    }
    for (const query of ['pacjent', 'pa', '']) {
      for (const [page, onPage] of [
        [1, 20],
        [2, 5],
        [3, 0],
      ] as const) {
        const reply = (await list(many, { query, page: String(page) })).body.result;
        expect([reply?.items.length, reply?.totalCount], `'${query}' page ${page}`).toEqual([onPage, 25]);
      }
    }
  });

  it('answers the pickers with 20 patients sorted by surname and descriptions cut to 19 characters', async () => {
    const many = await createPatientsClinic(t);
    for (let i = 25; i >= 1; i -= 1) {
      await many.call({
        url: `${API}/CreateQuick`,
        body: { name: 'Jan', surname: `Pacjent${String(i).padStart(2, '0')}` },
      });
    }
    const found = (await search(many, 'pacjent')).body.result!;
    expect(found).toHaveLength(20);
    expect(found[0]?.surname).toBe('Pacjent01');
    expect(found[19]?.surname).toBe('Pacjent20');
    const second = await many.call<ClientPickerItem[]>({
      method: 'GET',
      url: `${API}/Search`,
      query: { query: 'pacjent', page: '2' },
    });
    expect(surnames(second.body.result)).toEqual([
      'Pacjent21',
      'Pacjent22',
      'Pacjent23',
      'Pacjent24',
      'Pacjent25',
    ]);

    expect((await search(c, 'kowalska')).body.result?.[0]?.description).toBe('Pacjentka po urazie');
  });
});

describe('quick add', () => {
  it('adds a patient with the SMS options when a phone is given and answers the picker shape', async () => {
    const c = await createPatientsClinic(t);
    const reply = await c.call<ClientPickerItem>({
      url: `${API}/CreateQuick`,
      body: {
        name: 'Ola',
        surname: 'Szybka',
        phone: '600700800',
        agreeForHealthServices: false,
        usePhoneForSMS: false,
        patientConfirmVisitsBySMS: false,
        patientAgreeToReceiveSMS: false,
        description: 'Opiekunka Kuby',
      },
    });
    expect(reply.body.result).toEqual({
      id: expect.any(Number),
      name: 'Ola',
      surname: 'Szybka',
      pesel: null,
      therapistID: null,
      phone: '600700800',
      description: 'Opiekunka Kuby',
    });
    const full = await c.call<ClientDto>({
      method: 'GET',
      url: `${API}/Get`,
      query: { Id: String(reply.body.result!.id) },
    });
    expect(full.body.result).toMatchObject({
      usePhoneForSMS: false,
      confirm_sms: false,
      agree_receive_sms: false,
      agree_for_health_services: false,
    });
    expect(surnames((await search(c, 'szybka')).body.result)).toEqual(['Szybka']);
  });

  it('ignores the SMS options without a phone', async () => {
    const c = await createPatientsClinic(t);
    const reply = await c.call<ClientPickerItem>({
      url: `${API}/CreateQuick`,
      body: {
        name: 'Ola',
        surname: 'BezTelefonu',
        usePhoneForSMS: false,
        patientConfirmVisitsBySMS: false,
        patientAgreeToReceiveSMS: false,
      },
    });
    const full = await c.call<ClientDto>({
      method: 'GET',
      url: `${API}/Get`,
      query: { Id: String(reply.body.result!.id) },
    });
    expect(full.body.result).toMatchObject({
      phone: null,
      usePhoneForSMS: true,
      confirm_sms: true,
      agree_receive_sms: true,
    });
  });

  it.each([
    [{ name: '' }, 'name', NAME_REQUIRED_MESSAGE],
    [{ surname: ' ' }, 'surname', SURNAME_REQUIRED_MESSAGE],
    [{ phone: '12-34-56-78' }, 'phone', PHONE_MESSAGE],
  ])('refuses %j with its message and adds nothing', async (fields, member, message) => {
    const c = await createPatientsClinic(t);
    const reply = await c.call({
      url: `${API}/CreateQuick`,
      body: { name: 'Ola', surname: 'Nowa', ...fields },
    });
    expect(validationErrors(reply.body)).toEqual([[member, message]]);
    expect(await c.rows()).toBe(0);
  });
});

describe('deleting a patient', () => {
  it('clears the personal data, keeps the row and hides the patient everywhere', async () => {
    const c = await createPatientsClinic(t);
    const guardian = await c.add({ name: 'Maria', surname: 'Usuwana', pesel: '81010112347' });
    const patient = await c.add({
      name: 'Łukasz',
      surname: 'Usuwany',
      pesel: '44051401359',
      phone: '600100200',
      emailAddress: 'l@example.pl',
      nip: '1234567890',
      description: 'opis',
      notes: 'notatki',
      street: 'Długa',
      numer_budynku: '1',
      numer_lokalu: '2',
      postcode: '31-100',
      city: 'Kraków',
      region: 'małopolskie',
      knowledgeOfUsSource: 'internet',
      haveRepresentative: true,
      representativeID: guardian.id,
    });
    expect((await remove(c, patient.id)).status).toBe(200);

    const [row] = await t.db.select().from(clients).where(eq(clients.id, patient.id));
    expect(row).toMatchObject({
      name: 'Pacjent',
      surname: 'usunięty',
      pesel: null,
      phone: null,
      emailAddress: null,
      nip: null,
      description: null,
      notes: null,
      street: null,
      buildingNumber: null,
      flatNumber: null,
      postcode: null,
      city: null,
      region: null,
      knowledgeOfUs: null,
      representativeId: null,
      gender: -1,
      searchText: '',
      deletedAt: expect.any(Date),
    });
    expect(
      (await c.call({ method: 'GET', url: `${API}/Get`, query: { Id: String(patient.id) } })).status,
    ).toBe(404);
    expect((await list(c)).body.result?.items.map((i) => i.id)).toEqual([guardian.id]);
    expect((await search(c, 'usuw')).body.result?.map((i) => i.id)).toEqual([guardian.id]);
    expect((await search(c, 'pacjent')).body.result).toEqual([]);
    expect((await remove(c, patient.id)).status).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(patient.id))));
    expect(audit).toMatchObject([{ action: 'delete', before: null }]);
  });

  it('unlinks the patients whose guardian was deleted', async () => {
    const c = await createPatientsClinic(t);
    const guardian = await c.add({ name: 'Maria', surname: 'Opiekunka' });
    const child = await c.add({
      name: 'Kuba',
      surname: 'Dziecko',
      haveRepresentative: true,
      representativeID: guardian.id,
    });
    await remove(c, guardian.id);
    const read = await c.call<ClientDto>({
      method: 'GET',
      url: `${API}/Get`,
      query: { Id: String(child.id) },
    });
    expect(read.body.result).toMatchObject({
      haveRepresentative: false,
      representativeID: 0,
      representativeData: null,
    });
    const info = await c.call({
      method: 'GET',
      url: `${API}/GetRepresentative`,
      query: { Id: String(guardian.id) },
    });
    expect(info.status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("treats another clinic's patient as unknown and never lists it", async () => {
    const mine = await createPatientsClinic(t);
    const theirs = await createPatientsClinic(t);
    const foreign = await theirs.add({ name: 'Obcy', surname: 'Pacjent', pesel: '44051401359' });
    const id = String(foreign.id);
    expect((await mine.call({ method: 'GET', url: `${API}/Get`, query: { Id: id } })).status).toBe(404);
    expect(
      (await mine.call({ method: 'GET', url: `${API}/GetRepresentative`, query: { Id: id } })).status,
    ).toBe(404);
    expect(
      (
        await mine.call({
          method: 'PUT',
          url: `${API}/Update`,
          body: { id: foreign.id, name: 'X', surname: 'Y' },
        })
      ).status,
    ).toBe(404);
    expect((await remove(mine, foreign.id)).status).toBe(404);
    expect((await list(mine, { query: 'obcy' })).body.result).toEqual({ items: [], totalCount: 0 });
    expect((await search(mine, '440514')).body.result).toEqual([]);

    const guardianRef = await mine.call({
      url: `${API}/Create`,
      body: { name: 'Mój', surname: 'Pacjent', haveRepresentative: true, representativeID: foreign.id },
    });
    expect(validationErrors(guardianRef.body)).toEqual([['representativeID', 'Nieznany opiekun.']]);
    const foreignTherapist = await theirs.addTherapist();
    const therapistRef = await mine.call({
      url: `${API}/Create`,
      body: { name: 'Mój', surname: 'Pacjent', therapistID: foreignTherapist },
    });
    expect(validationErrors(therapistRef.body)).toEqual([['therapistID', 'Nieznany terapeuta.']]);
    expect(await mine.rows()).toBe(0);
    expect(
      (await theirs.call<ClientDto>({ method: 'GET', url: `${API}/Get`, query: { Id: id } })).body.result
        ?.name,
    ).toBe('Obcy');
  });
});
