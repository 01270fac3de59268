import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { peselFacts, pickerDescription, readCreditBasis, searchTokens } from '@wizytownik/domain';
import type {
  ClientDto,
  ClientPickerItem,
  ClientSorting,
  GetClientsInput,
  GetClientsOutput,
  RepresentativeInfo,
  SearchClientsInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { toGrosze } from '../therapists/money.ts';
import { PatientErrors } from './patients.errors.ts';
import { clients } from './patients.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { renderedOnce } from '../../platform/db/rendered-once.ts';

export type PatientRow = typeof clients.$inferSelect;

/** A patient of the tenant who has not been deleted: everything the screens can reach. */
export const activePatient = (tenantId: number, id?: number) =>
  and(
    eq(clients.tenantId, tenantId),
    isNull(clients.deletedAt),
    id === undefined ? undefined : eq(clients.id, id),
  );

/** Text columns sort by their Polish sort keys; digits and times as they are. */
const SORT_KEYS = {
  name: 'nameOrder',
  surname: 'surnameOrder',
  description: 'descriptionOrder',
  phone: 'phone',
  city: 'cityOrder',
  creationTime: 'creationTime',
  pesel: 'pesel',
} as const satisfies Record<ClientSorting, keyof PatientRow>;

/** Every column an order reads, in `clients` or in a subquery of it. */
const sortColumns = {
  id: clients.id,
  nameOrder: clients.nameOrder,
  surnameOrder: clients.surnameOrder,
  descriptionOrder: clients.descriptionOrder,
  phone: clients.phone,
  cityOrder: clients.cityOrder,
  creationTime: clients.creationTime,
  pesel: clients.pesel,
};
type SortSource = Record<keyof typeof sortColumns, AnyPgColumn>;

/**
 * Every word of the query must occur in the normalised name, surname and PESEL (or, for pickers, in
 * the phone): the definition of a match, checked row by row (wordCondition finds a word through the
 * indexes).
 */
function searchCondition(words: string[], withPhone: boolean): SQL | undefined {
  const conditions = words.map((word) => occurs(containing(word), withPhone));
  return conditions.length ? and(...conditions) : undefined;
}

/** The LIKE pattern of a text that contains `word`. */
const containing = (word: string) => `%${escapeLike(word)}%`;

/** Where the search text (or, for pickers, the phone) matches `pattern`. */
const occurs = (pattern: string | SQL, withPhone: boolean) =>
  withPhone
    ? or(like(clients.searchText, pattern), like(clients.phone, pattern))!
    : like(clients.searchText, pattern);

/**
 * A parameter the planner does not see (a subquery's value): its estimates are the same for every
 * value, so the embedded database's named statements settle on one generic plan after five instead
 * of planning the search anew on every run (some 2.5 ms there). Index conditions still take it.
 */
const hidden = (name: string): SQL => sql`(select cast(${sql.placeholder(name)} as text))`;

/** "surname DESC" → the columns and directions; unknown input never reaches here (the contract checks it). */
function orderOf(sorting: string | undefined, t: SortSource) {
  const [column = 'surname', direction = 'asc'] = (sorting ?? 'surname').split(' ');
  const by = t[SORT_KEYS[column as ClientSorting]];
  const order = direction.toLowerCase() === 'desc' ? desc : asc;
  // Each order has an index on (tenant, column, id) over the active patients (patients.tables.ts).
  return column === 'surname' ? [order(by), order(t.nameOrder), order(t.id)] : [order(by), order(t.id)];
}

/** A page of some patients: which (tenant and search words), in what order, how many from where. */
interface PageQuery {
  readonly tenantId: number;
  readonly words: string[];
  readonly withPhone: boolean;
  readonly sorting?: string | undefined;
  readonly limit: number;
  readonly page: number;
}

/** What the list and the pickers show of a patient. */
const pageColumns = {
  id: clients.id,
  name: clients.name,
  surname: clients.surname,
  pesel: clients.pesel,
  phone: clients.phone,
  description: clients.description,
  city: clients.city,
  creationTime: clients.creationTime,
  therapistID: clients.therapistUserId,
};

/** A word of three characters or more: the prefix and trigram indexes find its matches without reading the rest. */
const INDEXED_WORD = 3;

/** The lead columns a word may begin: the first three words of the search text, and the phone. */
const TEXT_LEADS = [clients.searchLead1, clients.searchLead2, clients.searchLead3];

/**
 * The bounds of the words that begin with `word` in byte order ("C" collation, UTF-8 in code point
 * order): `word` itself up to its last character's successor (none after U+10FFFF). Ranges, unlike a
 * LIKE pattern, serve the index in a plan made before the parameters are known (named statements).
 */
function prefixBounds(word: string): { readonly from: string; readonly to: string | undefined } {
  const chars = [...word];
  const last = chars.pop()!.codePointAt(0)!;
  if (last === 0x10ffff) return { from: word, to: undefined };
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return { from: word, to: chars.join('') + String.fromCodePoint(next) };
}

const between = (column: AnyPgColumn, from: string | SQL, to: string | SQL | undefined): SQL =>
  to === undefined ? gte(column, from) : and(gte(column, from), lt(column, to))!;

function prefixRange(column: AnyPgColumn, word: string): SQL {
  const { from, to } = prefixBounds(word);
  return between(column, from, to);
}

/**
 * Where `word` occurs in the search text (or, for pickers, in the phone): it begins one of the lead
 * columns or occurs in the rest (patients.tables.ts), each served by an index.
 */
function wordCondition(word: string, withPhone: boolean): SQL {
  const contains = containing(word);
  return or(
    ...TEXT_LEADS.map((lead) => prefixRange(lead, word)),
    like(clients.searchRest, contains),
    ...(withPhone ? [prefixRange(clients.phoneLead, word), like(clients.phoneRest, contains)] : []),
  )!;
}

/** The longest of the words the indexes serve: its matches are read, the other words only checked. */
const leadingWord = (words: string[]) =>
  words.reduce<string | undefined>(
    (best, word) => (word.length >= INDEXED_WORD && word.length > (best?.length ?? 0) ? word : best),
    undefined,
  );

/** orderedPageIds' query, rendered once per shape (its hundreds of chunks cost drizzle ~0.6 ms a call). */
const pageIdsQuery = renderedOnce();

/**
 * The ids of one page in the default order (surname, name, id; either direction), read without
 * visiting every match. The matches of `word` are those that begin a lead column plus those found in
 * the rest: each lead index holds the order after the lead, so the distinct leads in the word's range
 * are enumerated (one index descent each) and only the first `offset + limit` of each are read in
 * order; the rest's matches (the word inside a word, rarely many) are ordered with them. A search for
 * 'kowal' in 100,000 patients reads some 60 rows instead of 6,600.
 */
async function orderedPageIds(
  db: DbOrTx,
  q: PageQuery,
  word: string,
  otherWords: string[],
  descending: boolean,
): Promise<number[]> {
  const offset = (q.page - 1) * q.limit;
  const { from, to } = prefixBounds(word);
  // Digits begin a PESEL or a phone, nearly each a lead of its own: their range is read whole. A
  // word's range of names and surnames is walked instead (see below).
  const walked = !/^\d+$/.test(word);
  const values: Record<string, unknown> = { tenant: q.tenantId, from, to, contains: containing(word) };
  otherWords.forEach((other, i) => (values[`other${i}`] = containing(other)));
  const shape = [walked, q.withPhone, descending, to !== undefined, otherWords.length, q.limit, offset];
  const text = () => {
    const others = and(...otherWords.map((_, i) => occurs(hidden(`other${i}`), q.withPhone)));
    const range = (lead: AnyPgColumn) =>
      between(lead, hidden('from'), to === undefined ? undefined : hidden('to'));
    const dir = sql.raw(descending ? 'desc' : 'asc');
    const active = and(eq(clients.tenantId, sql.placeholder('tenant')), isNull(clients.deletedAt))!;
    const rows = (condition: SQL) => sql`select ${clients.id} as id, ${clients.surnameOrder} as o1,
        ${clients.nameOrder} as o2 from ${clients} where ${and(active, condition, others)}`;
    // Integers the contract checked, written out: a LIMIT the planner cannot see is costed as a tenth.
    const integer = (n: number) => sql.raw(String(Math.trunc(n)));
    const first = sql`order by o1 ${dir}, o2 ${dir}, id ${dir} limit ${integer(offset + q.limit)}`;
    const leads = [...TEXT_LEADS, ...(q.withPhone ? [clients.phoneLead] : [])];
    /** Matches read first (OFFSET 0 keeps the planner from walking the order's index instead, as in pageOf), then ordered. */
    const readFirst = (condition: SQL) =>
      sql`select * from (select * from (${rows(condition)} offset 0) m ${first}) m`;
    // The walk: one index descent to each next lead from below every word (''), and only the first
    // rows of each lead are read.
    const walks = leads.map((lead, i) => {
      const name = sql.raw(`lead${i}`);
      return sql`${name}(v) as (select cast('' as text) collate "C" union all
        select (select ${lead} from ${clients} where ${and(active, range(lead), sql`${lead} > ${name}.v`)}
          order by ${lead} limit 1) from ${name} where ${name}.v is not null)`;
    });
    const contains = hidden('contains');
    const rest = or(
      like(clients.searchRest, contains),
      q.withPhone ? like(clients.phoneRest, contains) : undefined,
    )!;
    const branches = [
      ...leads.map((lead, i) => {
        if (!walked) return readFirst(range(lead));
        const name = sql.raw(`lead${i}`);
        return sql`select m.* from ${name} cross join lateral (${rows(sql`${lead} = ${name}.v`)} ${first}) m
          where ${name}.v <> ''`;
      }),
      readFirst(rest),
    ];
    return sql`${walked ? sql`with recursive ${sql.join(walks, sql`, `)}` : sql``}
      select id from (${sql.join(branches, sql` union `)}) page
      order by o1 ${dir}, o2 ${dir}, id ${dir} limit ${integer(q.limit)} offset ${integer(offset)}`;
  };
  const result = await db.execute<{ id: number }>(pageIdsQuery(shape.join(' '), text, values));
  return (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows).map((r) =>
    Number(r.id),
  );
}

/**
 * The rows of one page, with the number of matches when the query counted them. Without a word the
 * indexes serve, the page is read along the order's index. With one, in the default order, the page's
 * ids come from the prefix indexes (orderedPageIds); in another order the matches are read first (a
 * subquery with OFFSET is planned on its own) and only they are ordered: the planner would otherwise
 * walk the order's index expecting matches spread evenly, but a surname's matches sit together
 * ('kowal' after a fifth of the clinic), and every patient before them would be read.
 */
async function pageOf(db: DbOrTx, q: PageQuery) {
  const word = leadingWord(q.words);
  const offset = (q.page - 1) * q.limit;
  if (word === undefined) {
    const where = and(activePatient(q.tenantId), searchCondition(q.words, q.withPhone));
    const rows = await db
      .select(pageColumns)
      .from(clients)
      .where(where)
      .orderBy(...orderOf(q.sorting, clients))
      .limit(q.limit)
      .offset(offset);
    return { rows, where, total: undefined };
  }
  const otherWords = q.words.filter((w, i) => i !== q.words.indexOf(word));
  const others = searchCondition(otherWords, q.withPhone);
  const where = and(activePatient(q.tenantId), wordCondition(word, q.withPhone), others);
  const [column = 'surname', direction = 'asc'] = (q.sorting ?? 'surname').split(' ');
  if (column === 'surname') {
    const ids = await orderedPageIds(db, q, word, otherWords, direction.toLowerCase() === 'desc');
    if (!ids.length) return { rows: [], where, total: undefined };
    const found = await db
      .select(pageColumns)
      .from(clients)
      .where(and(activePatient(q.tenantId), inArray(clients.id, ids)));
    const byId = new Map(found.map((r) => [r.id, r]));
    return { rows: ids.map((id) => byId.get(id)!), where, total: undefined };
  }
  const matches = db
    .select({
      ...pageColumns,
      ...sortColumns,
      total: sql<number>`cast(count(*) over () as integer)`.as('total'),
    })
    .from(clients)
    .where(where)
    .offset(0)
    .as('matches');
  const rows = await db
    .select()
    .from(matches)
    .orderBy(...orderOf(q.sorting, matches))
    .limit(q.limit)
    .offset(offset);
  return { rows, where, total: rows[0]?.total };
}

/** The 'Pacjenci' table: first name, surname or PESEL, any case and diacritics; server paging and sorting. */
export async function listPatients(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetClientsInput>,
): Promise<GetClientsOutput> {
  const words = searchTokens(input.query ?? '');
  const { rows, where, total } = await pageOf(db, { ...input, tenantId, words, withPhone: false });
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      surname: r.surname,
      description: r.description,
      phone: r.phone,
      city: r.city,
      creationTime: r.creationTime.toISOString(),
      pesel: r.pesel,
    })),
    totalCount: total ?? (await countPatients(db, where, rows.length, input)),
  };
}

/**
 * How many patients a list's condition keeps. A page that is not full ends the list, so it tells
 * (unless it is empty past the first page); only otherwise are they counted.
 */
async function countPatients(
  db: DbOrTx,
  where: SQL | undefined,
  onPage: number,
  input: { readonly limit: number; readonly page: number },
): Promise<number> {
  const offset = (input.page - 1) * input.limit;
  if (onPage < input.limit && (onPage > 0 || offset === 0)) return offset + onPage;
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  return total?.n ?? 0;
}

const pickerColumns = {
  id: clients.id,
  name: clients.name,
  surname: clients.surname,
  pesel: clients.pesel,
  therapistID: clients.therapistUserId,
  phone: clients.phone,
  description: clients.description,
};

/** Patient and guardian pickers: name, surname, PESEL or phone; by surname; descriptions cut to 19. */
export async function searchPatients(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof SearchClientsInput>,
): Promise<ClientPickerItem[]> {
  const words = searchTokens(input.query ?? '');
  const { rows } = await pageOf(db, { ...input, tenantId, words, withPhone: true });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    surname: r.surname,
    pesel: r.pesel,
    therapistID: r.therapistID,
    phone: r.phone,
    description: pickerDescription(r.description),
  }));
}

/** The picker/quick-add shape of one patient. */
export async function getPickerItem(db: DbOrTx, tenantId: number, id: number): Promise<ClientPickerItem> {
  const [row] = await db.select(pickerColumns).from(clients).where(activePatient(tenantId, id));
  if (!row) throw PatientErrors.unknownPatient();
  return row;
}

/** A patient row of the tenant, not deleted; `lock` holds it for the rest of the transaction. */
export async function requirePatientRow(
  db: DbOrTx,
  tenantId: number,
  id: number,
  lock = false,
): Promise<PatientRow> {
  const query = db.select().from(clients).where(activePatient(tenantId, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw PatientErrors.unknownPatient();
  return row;
}

const findRepresentative = async (db: DbOrTx, tenantId: number, id: number) => {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      surname: clients.surname,
      phone: clients.phone,
      pesel: clients.pesel,
      street: clients.street,
      postcode: clients.postcode,
      city: clients.city,
    })
    .from(clients)
    .where(activePatient(tenantId, id));
  return row ?? null;
};

/** The guardian information dialog. */
export async function getRepresentative(
  db: DbOrTx,
  tenantId: number,
  id: number,
): Promise<RepresentativeInfo> {
  const row = await findRepresentative(db, tenantId, id);
  if (!row) throw PatientErrors.unknownPatient();
  return row;
}

/** The editor's record; birth date and age come from the PESEL as of `today` ("YYYY-MM-DD"). */
export async function getPatient(
  db: DbOrTx,
  tenantId: number,
  id: number,
  today: string,
): Promise<ClientDto> {
  const row = await requirePatientRow(db, tenantId, id);
  const guardian = row.representativeId ? await findRepresentative(db, tenantId, row.representativeId) : null;
  return toDto(row, guardian, today);
}

function toDto(row: PatientRow, guardian: RepresentativeInfo | null, today: string): ClientDto {
  const { birthDate, age } = peselFacts(row.pesel, today);
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    emailAddress: row.emailAddress,
    phone: row.phone,
    usePhoneForSMS: row.usePhoneForSms,
    pesel: row.pesel,
    gender: row.gender,
    nip: row.nip,
    therapistID: row.therapistUserId,
    description: row.description,
    knowledgeOfUsSource: row.knowledgeOfUs,
    payByPayU: row.payByPayU,
    notes: row.notes,
    birthDate,
    age,
    street: row.street,
    numer_budynku: row.buildingNumber,
    numer_lokalu: row.flatNumber,
    postcode: row.postcode,
    city: row.city,
    region: row.region,
    haveRepresentative: guardian !== null,
    representativeID: guardian?.id ?? 0,
    representativeData: guardian,
    agree_receive_sms: row.agreeReceiveSms,
    confirm_sms: row.confirmSms,
    refuse_receive_email: row.refuseReceiveEmail,
    agree_process_data: row.agreeProcessData,
    agree_for_health_services: row.agreeForHealthServices,
    agree_for_commercial: row.agreeForCommercial,
    covidQuestionnaire: row.covidQuestionnaire,
    kredyt: row.credit,
    ...readCreditBasis(row.creditBasis),
    limit_kredytowy: row.creditLimit === null ? null : toGrosze(row.creditLimit),
    waznosc_kredytu: row.creditValidUntil,
    creationTime: row.creationTime.toISOString(),
  };
}
