import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetIcd10Output, Icd9Item, Icd9TreeNode } from '@wizytownik/contracts';
import { foldForSearch } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addIcd9Category } from '../therapists/therapists.service.ts';
import { createVisitsClinic } from '../visits/visits.test-kit.ts';
import { DEFAULT_ICD_DATA_DIR, importIcdDictionaries } from './icd.import.ts';

// The real dictionaries from ../shared/data, loaded once for the whole file (a few seconds).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await importIcdDictionaries(t.db, DEFAULT_ICD_DATA_DIR);
  const clinic = await createTestClinic(t);
  token = await clinic.login('admin');
});
afterAll(() => t.close());

const API = '/api/services/app/ICD';

async function icd10(query: Record<string, string>) {
  const res = await t.call<GetIcd10Output>({ method: 'GET', url: `${API}/GetICD10`, token, query });
  expect(res.status).toBe(200);
  return res.body.result!;
}

const codes = (items: readonly { kod: string }[]) => items.map((i) => i.kod);

describe('ICD-10 search over the real dictionary', () => {
  it('puts the code and its subcodes first for a code prefix', async () => {
    const found = await icd10({ query: 'J06', page: '1', limit: '20' });
    expect(codes(found.items)).toEqual(['J06', 'J06.0', 'J06.8', 'J06.9']);
    expect(found.totalCount).toBe(4);
    expect(found.items[3]).toEqual({
      id: expect.any(Number),
      kod: 'J06.9',
      opis_icd: 'Ostre zakażenie górnych dróg oddechowych, nieokreślone',
    });
  });

  it('matches a lower-case code with its dot exactly', async () => {
    expect(codes((await icd10({ query: ' j06.9 ' })).items)).toEqual(['J06.9']);
  });

  it('finds description words without regard to case and Polish diacritics', async () => {
    const plain = await icd10({ query: 'zapalenie pluc' });
    const accented = await icd10({ query: 'ZAPALENIE PŁUC' });
    expect(accented).toEqual(plain);
    expect(plain.items).toHaveLength(20);
    expect(plain.totalCount).toBeGreaterThan(20);
    for (const item of plain.items)
      expect(` ${foldForSearch(item.opis_icd)}`).toMatch(/ zapalenie.* pluc| pluc.* zapalenie/);
    // Descriptions that begin with the words come first, in code order.
    expect(plain.items[0]).toMatchObject({
      kod: 'B01.2',
      opis_icd: 'Zapalenie płuc w ospie wietrznej (J17.1*)',
    });
    expect(plain.items.every((i) => i.opis_icd.startsWith('Zapalenie płuc'))).toBe(true);
    // The words may come in any order.
    expect((await icd10({ query: 'pluc zapalenie' })).totalCount).toBe(plain.totalCount);
  });

  it('matches word beginnings only', async () => {
    const found = await icd10({ query: 'cholera' });
    expect(codes(found.items)).toContain('A00');
    expect((await icd10({ query: 'holera' })).totalCount).toBe(0);
  });

  it('pages with page and limit, and lists by code without a query', async () => {
    const first = await icd10({ query: 'zapalenie', limit: '5' });
    const second = await icd10({ query: 'zapalenie', page: '2', limit: '5' });
    expect(second.totalCount).toBe(first.totalCount);
    expect(codes(second.items)).toHaveLength(5);
    expect(codes(second.items)).not.toContain(first.items[0]!.kod);
    expect(codes((await icd10({})).items).slice(0, 3)).toEqual(['A00', 'A00.0', 'A00.1']);
    const beyond = await icd10({ query: 'J06', page: '3', limit: '5' });
    expect(beyond).toEqual({ items: [], totalCount: 4 });
  });

  it('answers the same search in the SearchTerm/SkipCount/MaxResultCount shape', async () => {
    const res = await t.call<GetIcd10Output>({
      method: 'GET',
      url: `${API}/GetAll`,
      token,
      query: { SearchTerm: 'J06', SkipCount: '1', MaxResultCount: '2' },
    });
    expect(codes(res.body.result!.items)).toEqual(['J06.0', 'J06.8']);
  });

  it('refuses a page larger than 100 and a caller without a session', async () => {
    const big = await t.call({ method: 'GET', url: `${API}/GetICD10`, token, query: { limit: '101' } });
    expect(big.status).toBe(400);
    const anonymous = await t.call({ method: 'GET', url: `${API}/GetICD10`, query: { query: 'J06' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('ICD-9-PL full search over the real dictionary', () => {
  const icd9 = async (term: string) =>
    (await t.call<Icd9Item[]>({ method: 'GET', url: `${API}/GetFullSearchICD9`, token, query: { term } }))
      .body.result!;

  it('returns codes under a code prefix first, with every level and kod_opis', async () => {
    const found = await icd9('88.76');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((i) => i.kod.startsWith('88.76'))).toBe(true);
    expect(found.find((i) => i.kod === '88.761')).toEqual({
      id: expect.any(Number),
      kod: '88.761',
      opis: 'USG brzucha i przestrzeni zaotrzewnowej',
      rozdzial_kod: '88',
      rozdzial: expect.any(String),
      podrozdzial_kod: '88.7',
      podrozdzial: expect.any(String),
      kategoria_glowna_kod: '88.76',
      kategoria_glowna: expect.any(String),
      kategoria_szczegolowa_kod: '88.761',
      kategoria_szczegolowa: 'USG brzucha i przestrzeni zaotrzewnowej',
      kod_opis: '88.761 USG brzucha i przestrzeni zaotrzewnowej',
    });
  });

  it('finds procedures by description words', async () => {
    const found = await icd9('usg brzucha');
    expect(found.map((i) => i.kod)).toContain('88.761');
    expect(found.length).toBeLessThanOrEqual(20);
  });
});

describe('ICD-9-PL tree for the picker', () => {
  const level = async (url: string, query: Record<string, string> = {}) => {
    const res = await t.call<Icd9TreeNode[]>({ method: 'GET', url: `${API}/${url}`, token, query });
    expect(res.status).toBe(200);
    return res.body.result!;
  };

  it('walks chapter → subchapter → main category → detailed category', async () => {
    const chapters = await level('GetAllICD9MainCategories');
    expect(chapters).toHaveLength(101);
    expect(chapters[0]).toEqual({ kod: '00', opis: 'Procedury i zabiegi, niesklasyfikowane gdzie indziej' });
    expect(chapters.map((c) => c.kod)).toEqual(expect.arrayContaining(['88', '99', 'AA']));

    const subchapters = await level('GetSubsections', { mainCategory: '88' });
    expect(subchapters.map((s) => s.kod)).toEqual([
      '88.0',
      '88.1',
      '88.2',
      '88.3',
      '88.4',
      '88.5',
      '88.6',
      '88.7',
      '88.8',
      '88.9',
    ]);
    expect(subchapters[7]).toEqual({ kod: '88.7', opis: 'Diagnostyczna ultrasonografia' });

    const main = await level('GetAllICD9SubCategories', { subsection: '88.7' });
    expect(main.map((m) => m.kod)).toEqual([
      '88.71',
      '88.72',
      '88.73',
      '88.74',
      '88.75',
      '88.76',
      '88.77',
      '88.78',
      '88.79',
    ]);

    const detailed = await level('GetAllICD9DetailedCategories', { subCategory: '88.76' });
    expect(detailed).toEqual([
      { kod: '88.761', opis: 'USG brzucha i przestrzeni zaotrzewnowej' },
      { kod: '88.763', opis: 'USG gruczołu krokowego' },
      { kod: '88.764', opis: 'USG transwaginalne' },
      { kod: '88.769', opis: 'USG brzucha – inne' },
    ]);
  });

  it('gives no children below a leaf or under an unknown code, and refuses a missing parent', async () => {
    // 03.1 is a subchapter without categories.
    expect(await level('GetAllICD9SubCategories', { subsection: '03.1' })).toEqual([]);
    expect(await level('GetAllICD9DetailedCategories', { subCategory: '88.761' })).toEqual([]);
    expect(await level('GetSubsections', { mainCategory: 'XX' })).toEqual([]);
    const missing = await t.call({ method: 'GET', url: `${API}/GetSubsections`, token });
    expect(missing.status).toBe(400);
    const anonymous = await t.call({ method: 'GET', url: `${API}/GetAllICD9MainCategories` });
    expect(anonymous.status).toBe(401);
  });
});

describe("the visit's therapist's default ICD-9 chapters", () => {
  it('lists the chapters of the therapist of a visit, and not of another clinic', async () => {
    const c = await createVisitsClinic(t);
    const tenantId = c.clinic.tenant.id;
    await addIcd9Category(t.db, tenantId, { category: '93', therapistId: c.therapist.id });
    await addIcd9Category(t.db, tenantId, { category: '88', therapistId: c.therapist.id });
    const other = await c.addTherapist();
    await addIcd9Category(t.db, tenantId, { category: '01', therapistId: other.id });
    const visitId = await c.book();
    const res = await c.call({
      method: 'GET',
      url: `${API}/GetTherapistICD9DefaultMainCategories`,
      query: { visitId: String(visitId) },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        category: '88',
        kod: '88',
        opis: 'Inne diagnostyczne badania radiologiczne i pokrewne',
      },
      {
        category: '93',
        kod: '93',
        opis: 'Fizykoterapia, respiratoroterapia, rehabilitacja i zabiegi pokrewne',
      },
    ]);

    // Another clinic's user asks for this visit: unknown, nothing leaks.
    const stranger = await createVisitsClinic(t);
    const foreign = await stranger.call({
      method: 'GET',
      url: `${API}/GetTherapistICD9DefaultMainCategories`,
      query: { visitId: String(visitId) },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.result ?? null).toBeNull();
  });
});
