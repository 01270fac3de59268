import { and, asc, desc, eq, isNull, like, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePesel, patientSearchText, searchTokens } from '@wizytownik/domain';
import type { ClientPickerItem, GetClientsOutput } from '@wizytownik/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clients } from './patients.tables.ts';
import { API, createPatientsClinic, type PatientsClinic } from './patients.test-kit.ts';

// The search reads its pages through prefix and trigram indexes (patients.queries.ts); these tests
// hold it to the plain definition: every word of the query occurs in the patient's normalised name,
// surname and PESEL (pickers: or phone), ordered by the Polish sort keys and then the id.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAMES = ['Jan', 'Jan Maria', 'Łukasz', 'Anna', 'Zofia', 'Ewa', 'Ąda', 'Kowal'];
const SURNAMES = [
  'Kowalski',
  'Kowalska',
  'Kowal',
  'Nowak-Kowalska',
  'Jankowski',
  'Łukaszewicz',
  'Żak',
  'Zak',
  'Van der Kowal',
  'Müller',
  "O'Brien",
  'Śliwa',
  'Kowalczyk',
  'Ćwik',
];
const PHONES = [null, '600123456', '+48600123000', '500600123', '601234567'];

/** The definition the indexes must keep to: each word in the search text (or, for pickers, the phone). */
function definition(query: string, withPhone: boolean): SQL | undefined {
  const words = searchTokens(query).map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  return and(
    ...words.map((w) =>
      withPhone ? or(like(clients.searchText, w), like(clients.phone, w)) : like(clients.searchText, w),
    ),
  );
}

const QUERIES = [
  'kowal',
  'owal',
  'KOWALSKA',
  'jan',
  'jan kowal',
  'kowal jan',
  'maria',
  'an',
  'ja',
  'łukasz',
  'lukasz',
  'zak',
  'żak',
  'ak',
  '600123',
  '0012',
  '4405',
  '440',
  '601',
  'der',
  'der kowal',
  'van der',
  'muller',
  'müll',
  "o'b",
  'a-k',
  'ska-kow',
  '%',
  '_',
  'ąda',
  'ada',
  'wik',
  'ćwi',
  'cwik',
  'xyz',
];

describe('patient search by prefix and trigram indexes', () => {
  let c: PatientsClinic;
  let other: PatientsClinic;
  const expected = async (
    clinic: PatientsClinic,
    query: string,
    withPhone: boolean,
    descending = false,
  ): Promise<number[]> => {
    const order = descending ? desc : asc;
    const rows = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.tenantId, clinic.clinic.tenant.id),
          isNull(clients.deletedAt),
          definition(query, withPhone),
        ),
      )
      .orderBy(order(clients.surnameOrder), order(clients.nameOrder), order(clients.id));
    return rows.map((r) => r.id);
  };
  const listPages = async (clinic: PatientsClinic, query: string, sorting: string) => {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const reply = await clinic.call<GetClientsOutput>({
        method: 'GET',
        url: `${API}/GetAll`,
        query: { query, sorting, page: String(page), limit: '20' },
      });
      const result = reply.body.result!;
      totals.add(result.totalCount);
      ids.push(...result.items.map((i) => i.id));
      if (result.items.length < 20) return { ids, totals: [...totals] };
    }
  };
  const searchPages = async (clinic: PatientsClinic, query: string, limit: number) => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await clinic.call<ClientPickerItem[]>({
        method: 'GET',
        url: `${API}/Search`,
        query: { query, page: String(page), limit: String(limit) },
      });
      ids.push(...reply.body.result!.map((i) => i.id));
      if (reply.body.result!.length < limit) return ids;
    }
  };

  beforeAll(async () => {
    c = await createPatientsClinic(t);
    other = await createPatientsClinic(t);
    const rows = [];
    for (let i = 0; i < 150; i += 1) {
      const name = NAMES[i % NAMES.length]!;
      const surname = SURNAMES[(i * 7) % SURNAMES.length]!;
      const gender = (i % 2) as 0 | 1;
      const pesel =
        i % 5 === 4
          ? null
          : makePesel(`19${44 + (i % 3)}-05-${String(1 + (i % 28)).padStart(2, '0')}`, i, gender);
      const deleted = i % 17 === 0;
      rows.push({
        tenantId: (i % 13 === 0 ? other : c).clinic.tenant.id,
        name,
        surname,
        pesel,
        gender,
        phone: PHONES[i % PHONES.length]!,
        searchText: deleted ? '' : patientSearchText({ name, surname, pesel }),
        deletedAt: deleted ? new Date() : null,
      });
    }
    await t.db.insert(clients).values(rows);
  });

  it('lists every match, in either order of surnames, with the count on every page', async () => {
    for (const query of QUERIES) {
      for (const descending of [false, true]) {
        const want = await expected(c, query, false, descending);
        const got = await listPages(c, query, descending ? 'surname desc' : 'surname');
        expect(got, `'${query}'${descending ? ' desc' : ''}`).toEqual({ ids: want, totals: [want.length] });
      }
    }
    // Some queries must find many: the test would pass on empty answers otherwise.
    expect((await expected(c, 'kowal', false)).length).toBeGreaterThan(40);
    expect((await expected(c, 'owal', false)).length).toBeGreaterThan(5);
  });

  it('pages the pickers across surnames, phones included', async () => {
    for (const query of QUERIES) {
      expect(await searchPages(c, query, 3), `'${query}'`).toEqual(await expected(c, query, true));
    }
    expect((await expected(c, '600123', true)).length).toBeGreaterThan(
      (await expected(c, '600123', false)).length,
    );
  });

  it('orders the matches of another sort key too', async () => {
    for (const query of ['kowal', 'owal', 'jan kowal', '600123']) {
      const got = await listPages(c, query, 'creationTime desc');
      expect(got.totals, query).toEqual([(await expected(c, query, false)).length]);
      expect([...got.ids].sort(), query).toEqual((await expected(c, query, false)).sort());
    }
  });

  it('follows edits and deletes in the same request', async () => {
    const added = await c.add({ name: 'Aaron', surname: 'Kowalewski', phone: '700700700' });
    expect(await searchPages(c, 'aaron', 20)).toEqual([added.id]);
    expect(await searchPages(c, 'owalew', 20)).toEqual([added.id]);
    const edited = await c.call({
      method: 'PUT',
      url: `${API}/Update`,
      body: { id: added.id, name: 'Bartosz', surname: 'Zielony', phone: '700700700' },
    });
    expect(edited.status).toBe(200);
    expect(await searchPages(c, 'aaron', 20)).toEqual([]);
    expect(await searchPages(c, 'zielony bart', 20)).toEqual([added.id]);
    await c.call({ method: 'DELETE', url: `${API}/Delete`, query: { Id: String(added.id) } });
    expect(await searchPages(c, 'zielony', 20)).toEqual([]);
    expect(await searchPages(c, '700700', 20)).toEqual([]);
    expect(await searchPages(other, 'kowal', 20)).toEqual(await expected(other, 'kowal', true));
  });
});
