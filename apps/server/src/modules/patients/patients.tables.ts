import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type IndexColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { byteOrderedText, polishOrder } from './polish-order.ts';

/** The `n`th word (from 1) of a search text, '' past its last. */
const searchWord = (text: AnyPgColumn, n: number): SQL =>
  sql`split_part(${text}, ' ', ${sql.raw(String(n))})`;

/** The first three words of a search text without their first letters, then its further words whole. */
function searchRest(text: AnyPgColumn): SQL {
  const words = [1, 2, 3].map((n) => searchWord(text, n));
  const further = sql`substr(${text}, ${sql.join(
    words.map((w) => sql`length(${w})`),
    sql` + `,
  )} + 4)`;
  return sql.join([...words.map((w) => sql`substr(${w}, 2)`), further], sql` || ' ' || `);
}

/**
 * Patients ('klienci', spec 001 §3). Deleting a patient clears the personal columns and sets
 * `deleted_at`; the row stays so that visits and payments keep pointing at it (anonymised).
 * `search_text` holds name, surname and PESEL lowercased without Polish diacritics, kept by the
 * service on every write, so the list and the pickers match 'Łukasz' with 'lukasz'. `credit_basis` is
 * a list item or, for 'Inne', the free text itself (domain credit.ts).
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    emailAddress: text('email_address'),
    phone: text('phone'),
    usePhoneForSms: boolean('use_phone_for_sms').notNull().default(true),
    pesel: text('pesel'),
    /** 0 male, 1 female, -1 unset. */
    gender: smallint('gender').notNull().default(-1),
    nip: text('nip'),
    therapistUserId: integer('therapist_user_id').references(() => users.id),
    description: text('description'),
    knowledgeOfUs: text('knowledge_of_us'),
    payByPayU: boolean('pay_by_payu').notNull().default(false),
    notes: text('notes'),
    street: text('street'),
    buildingNumber: text('building_number'),
    flatNumber: text('flat_number'),
    postcode: text('postcode'),
    city: text('city'),
    region: text('region'),
    /** The guardian: another patient of the same tenant. */
    representativeId: integer('representative_id').references((): AnyPgColumn => clients.id),
    agreeReceiveSms: boolean('agree_receive_sms').notNull().default(true),
    confirmSms: boolean('confirm_sms').notNull().default(true),
    refuseReceiveEmail: boolean('refuse_receive_email').notNull().default(false),
    agreeProcessData: boolean('agree_process_data').notNull().default(false),
    agreeForHealthServices: boolean('agree_for_health_services').notNull().default(true),
    agreeForCommercial: boolean('agree_for_commercial').notNull().default(false),
    covidQuestionnaire: boolean('covid_questionnaire').notNull().default(false),
    credit: boolean('credit').notNull().default(false),
    creditBasis: text('credit_basis'),
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }),
    creditValidUntil: date('credit_valid_until'),
    searchText: text('search_text').notNull().default(''),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Sort keys of the list's text columns in Polish alphabetical order, kept by the database: the
    // list sorts on stored bytes instead of translating every row per query.
    surnameOrder: byteOrderedText('surname_order').generatedAlwaysAs((): SQL => polishOrder(clients.surname)),
    nameOrder: byteOrderedText('name_order').generatedAlwaysAs((): SQL => polishOrder(clients.name)),
    cityOrder: byteOrderedText('city_order').generatedAlwaysAs((): SQL => polishOrder(clients.city)),
    descriptionOrder: byteOrderedText('description_order').generatedAlwaysAs((): SQL =>
      polishOrder(clients.description),
    ),
    // The search text split for prefix search (patients.queries.ts): its first three words (name,
    // surname and PESEL for most patients), each in an index that also holds the list's order, and
    // the rest — those words without their first letter, and any further words — for the trigram
    // index. A word occurs in the search text exactly when it begins one of the three or occurs in the
    // rest; the phone likewise.
    searchLead1: byteOrderedText('search_lead1').generatedAlwaysAs((): SQL =>
      searchWord(clients.searchText, 1),
    ),
    searchLead2: byteOrderedText('search_lead2').generatedAlwaysAs((): SQL =>
      searchWord(clients.searchText, 2),
    ),
    searchLead3: byteOrderedText('search_lead3').generatedAlwaysAs((): SQL =>
      searchWord(clients.searchText, 3),
    ),
    searchRest: text('search_rest').generatedAlwaysAs((): SQL => searchRest(clients.searchText)),
    phoneLead: byteOrderedText('phone_lead').generatedAlwaysAs((): SQL => sql`${clients.phone}`),
    phoneRest: text('phone_rest').generatedAlwaysAs((): SQL => sql`substr(${clients.phone}, 2)`),
  },
  (t) => {
    /** Serves one sort order of the list (ties broken by id) over the tenant's active patients. */
    const sortIndex = (name: string, ...columns: [IndexColumn, ...IndexColumn[]]) =>
      index(`clients_active_${name}_idx`)
        .on(t.tenantId, ...columns, t.id)
        .where(sql`${t.deletedAt} is null`);
    /** Serves a prefix search of one lead column, in the default order, over the active patients. */
    const leadIndex = (name: string, lead: IndexColumn) =>
      index(`clients_active_${name}_idx`)
        .on(t.tenantId, lead, t.surnameOrder, t.nameOrder, t.id)
        .where(sql`${t.deletedAt} is null`);
    /** A contains-search through pg_trgm (see below for the pending list). */
    const trigramIndex = (name: string, column: AnyPgColumn) =>
      index(`clients_${name}_trgm_idx`)
        .using('gin', sql`${column} gin_trgm_ops`)
        .with({ gin_pending_list_limit: 256 });
    return [
      // The default order of the list and the pickers: surname, then name.
      sortIndex('surname', t.surnameOrder, t.nameOrder),
      sortIndex('name', t.nameOrder),
      sortIndex('description', t.descriptionOrder),
      sortIndex('phone', t.phone),
      sortIndex('city', t.cityOrder),
      sortIndex('creation', t.creationTime),
      sortIndex('pesel', t.pesel),
      // Prefix search: each lead word, then the list's default order.
      leadIndex('search_lead1', t.searchLead1),
      leadIndex('search_lead2', t.searchLead2),
      leadIndex('search_lead3', t.searchLead3),
      leadIndex('phone_lead', t.phoneLead),
      // Contains-search of the rest ('%owal%') through pg_trgm (migration 0007 creates the extension).
      // Every search reads the index's pending list through, and only VACUUM (which the embedded
      // database never runs) or a full list merges it: 256 kB bounds it to 32 pages, where the default
      // 4 MB let a phone search read 300; without the list (fastupdate off) a bulk insert took six
      // times as long.
      trigramIndex('search_rest', t.searchRest),
      trigramIndex('phone_rest', t.phoneRest),
    ];
  },
);
