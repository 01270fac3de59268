import { and, eq } from 'drizzle-orm';
import { clinicDateTime, patientSearchText, peselGender, storedCreditBasis } from '@wizytownik/domain';
import type {
  ClientDto,
  ClientInput,
  ClientPickerItem,
  CreateQuickClientInput,
  UpdateClientInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { fromGrosze } from '../therapists/money.ts';
import { PatientErrors } from './patients.errors.ts';
import {
  activePatient,
  getPatient,
  getPickerItem,
  requirePatientRow,
  type PatientRow,
} from './patients.queries.ts';
import { clients } from './patients.tables.ts';

export interface PatientDeps {
  readonly db: Db;
  /** Today's date for the age derived from the PESEL. */
  readonly clock: Clock;
}

/** Who saves: the tenant scopes everything, permissions decide which fields count. */
export type Caller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;

/** The marker an anonymised patient shows wherever visits and payments still name them. */
export const DELETED_PATIENT = { name: 'Pacjent', surname: 'usunięty' } as const;

const today = (clock: Clock) => clinicDateTime(clock.now()).date;

/** The editor's record with the age as of today in the clinic. */
export function readPatient({ db, clock }: PatientDeps, tenantId: number, id: number): Promise<ClientDto> {
  return getPatient(db, tenantId, id, today(clock));
}

/**
 * Which optional fields the caller may set: the card-payment flag needs the PayU feature, credit the
 * Kredyty feature and `Wizytownik_KlienciKredyty`. Without them the fields sent are ignored, so a
 * patient keeps the stored values (a new one the defaults).
 */
async function gatesOf(db: DbOrTx, caller: Caller) {
  return {
    payU: await isFeatureEnabled(db, caller.tenantId, 'PayU'),
    credit:
      caller.permissions.has('Wizytownik_KlienciKredyty') &&
      (await isFeatureEnabled(db, caller.tenantId, 'Kredyty')),
  };
}

/** The guardian is another living patient of the clinic; the therapist a therapist of the clinic. */
async function checkLinks(db: DbOrTx, tenantId: number, input: ClientInput, stored: PatientRow | null) {
  if (input.haveRepresentative) {
    if (input.representativeID === stored?.id) throw PatientErrors.selfGuardian();
    const [guardian] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(activePatient(tenantId, input.representativeID));
    if (!guardian) throw PatientErrors.unknownGuardian();
  }
  // A therapist who has since left may stay on the record; a newly chosen one must be active.
  if (input.therapistID !== null && input.therapistID !== stored?.therapistUserId) {
    const [therapist] = await db
      .select({ id: therapists.id })
      .from(therapists)
      .where(
        and(
          eq(therapists.tenantId, tenantId),
          eq(therapists.userId, input.therapistID),
          eq(therapists.isActive, true),
        ),
      );
    if (!therapist) throw PatientErrors.unknownTherapist();
  }
}

function columnsOf(input: ClientInput, gates: Awaited<ReturnType<typeof gatesOf>>) {
  return {
    name: input.name,
    surname: input.surname,
    emailAddress: input.emailAddress,
    phone: input.phone,
    usePhoneForSms: input.usePhoneForSMS,
    pesel: input.pesel,
    // The editor fills gender in from the PESEL; a caller that leaves it unset gets the same.
    gender: input.gender === -1 && input.pesel ? peselGender(input.pesel) : input.gender,
    nip: input.nip,
    therapistUserId: input.therapistID,
    description: input.description,
    knowledgeOfUs: input.knowledgeOfUsSource,
    notes: input.notes,
    street: input.street,
    buildingNumber: input.numer_budynku,
    flatNumber: input.numer_lokalu,
    postcode: input.postcode,
    city: input.city,
    region: input.region,
    representativeId: input.haveRepresentative ? input.representativeID : null,
    agreeReceiveSms: input.agree_receive_sms,
    confirmSms: input.confirm_sms,
    refuseReceiveEmail: input.refuse_receive_email,
    agreeProcessData: input.agree_process_data,
    agreeForHealthServices: input.agree_for_health_services,
    agreeForCommercial: input.agree_for_commercial,
    covidQuestionnaire: input.covidQuestionnaire,
    searchText: patientSearchText(input),
    ...(gates.payU && { payByPayU: input.payByPayU }),
    ...(gates.credit && {
      credit: input.kredyt,
      creditBasis: storedCreditBasis(input),
      creditLimit: input.limit_kredytowy === null ? null : fromGrosze(input.limit_kredytowy),
      creditValidUntil: input.waznosc_kredytu,
    }),
  };
}

export async function createPatient(
  { db, clock }: PatientDeps,
  caller: Caller,
  input: ClientInput,
): Promise<ClientDto> {
  return db.transaction(async (tx) => {
    await checkLinks(tx, caller.tenantId, input, null);
    const [row] = await tx
      .insert(clients)
      .values({
        tenantId: caller.tenantId,
        creatorUserId: caller.userId,
        ...columnsOf(input, await gatesOf(tx, caller)),
      })
      .returning({ id: clients.id });
    return getPatient(tx, caller.tenantId, row!.id, today(clock));
  });
}

export async function updatePatient(
  { db, clock }: PatientDeps,
  caller: Caller,
  input: z.output<typeof UpdateClientInput>,
): Promise<ClientDto> {
  return db.transaction(async (tx) => {
    const stored = await requirePatientRow(tx, caller.tenantId, input.id, true);
    await checkLinks(tx, caller.tenantId, input, stored);
    await tx
      .update(clients)
      .set(columnsOf(input, await gatesOf(tx, caller)))
      .where(eq(clients.id, stored.id));
    return getPatient(tx, caller.tenantId, stored.id, today(clock));
  });
}

/**
 * Quick add of a patient or guardian. The SMS options count only with a phone; without one the new
 * patient keeps the new-patient defaults.
 */
export async function createQuickPatient(
  db: Db,
  caller: Caller,
  input: z.output<typeof CreateQuickClientInput>,
): Promise<ClientPickerItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        tenantId: caller.tenantId,
        creatorUserId: caller.userId,
        name: input.name,
        surname: input.surname,
        phone: input.phone,
        description: input.description,
        agreeForHealthServices: input.agreeForHealthServices,
        searchText: patientSearchText({ ...input, pesel: null }),
        ...(input.phone && {
          usePhoneForSms: input.usePhoneForSMS,
          confirmSms: input.patientConfirmVisitsBySMS,
          agreeReceiveSms: input.patientAgreeToReceiveSMS,
        }),
      })
      .returning({ id: clients.id });
    return getPickerItem(tx, caller.tenantId, row!.id);
  });
}

/**
 * Deleting clears every personal column and moves the patient to the deleted ones; the row stays so
 * visits and payments keep pointing at it. Patients this one was guardian of lose the link.
 */
export async function deletePatient({ db, clock }: PatientDeps, caller: Caller, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const stored = await requirePatientRow(tx, caller.tenantId, id, true);
    const deletedAt = clock.now();
    await tx
      .update(clients)
      .set({
        ...DELETED_PATIENT,
        emailAddress: null,
        phone: null,
        usePhoneForSms: false,
        pesel: null,
        gender: -1,
        nip: null,
        description: null,
        knowledgeOfUs: null,
        notes: null,
        street: null,
        buildingNumber: null,
        flatNumber: null,
        postcode: null,
        city: null,
        region: null,
        representativeId: null,
        agreeReceiveSms: false,
        confirmSms: false,
        agreeForCommercial: false,
        creditBasis: null,
        searchText: '',
        deletedAt,
      })
      .where(eq(clients.id, stored.id));
    await tx
      .update(clients)
      .set({ representativeId: null })
      .where(and(eq(clients.tenantId, caller.tenantId), eq(clients.representativeId, stored.id)));
    // Only who and when: the cleared data must not survive in the audit log either.
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      entity: 'client',
      entityId: stored.id,
      action: 'delete',
      after: { deletedAt: deletedAt.toISOString() },
    });
    return null;
  });
}
