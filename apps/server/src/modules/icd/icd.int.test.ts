import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetIcd10Output, Icd9Item } from '@wizytownik/contracts';
import { foldForSearch } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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
