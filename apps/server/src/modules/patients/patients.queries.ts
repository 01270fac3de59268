import { and, asc, count, desc, eq, isNull, like, or, type SQL } from 'drizzle-orm';
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

export type PatientRow = typeof clients.$inferSelect;

/** A patient of the tenant who has not been deleted: everything the screens can reach. */
export const activePatient = (tenantId: number, id?: number) =>
  and(
    eq(clients.tenantId, tenantId),
    isNull(clients.deletedAt),
    id === undefined ? undefined : eq(clients.id, id),
  );

/** Text columns sort by their Polish sort keys; digits and times as they are. */
const SORT_COLUMNS: Record<ClientSorting, AnyPgColumn> = {
  name: clients.nameOrder,
  surname: clients.surnameOrder,
  description: clients.descriptionOrder,
  phone: clients.phone,
  city: clients.cityOrder,
  creationTime: clients.creationTime,
  pesel: clients.pesel,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of the query must occur in the normalised name, surname and PESEL (or, for pickers, in
 * the phone): a contains-match the pg_trgm indexes serve.
 */
function searchCondition(query: string | undefined, withPhone: boolean): SQL | undefined {
  const words = searchTokens(query ?? '').map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return withPhone
      ? or(like(clients.searchText, pattern), like(clients.phone, pattern))
      : like(clients.searchText, pattern);
  });
  return words.length ? and(...words) : undefined;
}

/** "surname DESC" → the column and direction; unknown input never reaches here (the contract checks it). */
function orderOf(sorting: string | undefined) {
  const [column = 'surname', direction = 'asc'] = (sorting ?? 'surname').split(' ');
  const by = SORT_COLUMNS[column as ClientSorting];
  const order = direction.toLowerCase() === 'desc' ? desc : asc;
  // Each order has an index on (tenant, column, id) over the active patients (patients.tables.ts).
  return column === 'surname'
    ? [order(by), order(clients.nameOrder), order(clients.id)]
    : [order(by), order(clients.id)];
}

/** The 'Pacjenci' table: first name, surname or PESEL, any case and diacritics; server paging and sorting. */
export async function listPatients(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetClientsInput>,
): Promise<GetClientsOutput> {
  const where = and(activePatient(tenantId), searchCondition(input.query, false));
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      surname: clients.surname,
      description: clients.description,
      phone: clients.phone,
      city: clients.city,
      creationTime: clients.creationTime,
      pesel: clients.pesel,
    })
    .from(clients)
    .where(where)
    .orderBy(...orderOf(input.sorting))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  return {
    items: rows.map((r) => ({ ...r, creationTime: r.creationTime.toISOString() })),
    totalCount: total?.n ?? 0,
  };
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
  const rows = await db
    .select(pickerColumns)
    .from(clients)
    .where(and(activePatient(tenantId), searchCondition(input.query, true)))
    .orderBy(...orderOf(undefined))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  return rows.map((r) => ({ ...r, description: pickerDescription(r.description) }));
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
