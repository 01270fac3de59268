import { eq } from 'drizzle-orm';
import {
  AGREEMENT_TYPES,
  clinicDateTime,
  formatPostalAddress,
  peselBirthDate,
  type AgreementData,
} from '@wizytownik/domain';
import type { GenerateAgreementInput, GenerateAgreementOutput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { fillDocxTemplate } from '../../platform/documents/docx-template.ts';
import { appError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { loadAgreeTemplate } from '../company-settings/agreement-templates.service.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { activePatient, requirePatientRow, type PatientRow } from '../patients/patients.queries.ts';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { AttachmentErrors } from './attachments.errors.ts';

export interface AgreementDeps {
  readonly db: DbOrTx;
  readonly files: FileStore;
  readonly clock: Clock;
}

/** "YYYY-MM-DD" as the screens show dates: DD-MM-YYYY. */
const dayMonthYear = (isoDate: string | null) => (isoDate ? isoDate.split('-').reverse().join('-') : '');

async function loadGuardian(db: DbOrTx, tenantId: number, id: number | null) {
  if (!id) return undefined;
  const [row] = await db
    .select({ name: clients.name, surname: clients.surname, pesel: clients.pesel })
    .from(clients)
    .where(activePatient(tenantId, id));
  return row;
}

/** The clinic as documents name it: the company settings, or the tenant's name before they are filled. */
async function loadClinic(db: DbOrTx, tenantId: number) {
  const [row] = await db
    .select({ tenantName: tenants.name, settings: companySettings })
    .from(tenants)
    .leftJoin(companySettings, eq(companySettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  return row!;
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The data for an agreement template's tags (the domain's AGREEMENT_PLACEHOLDERS): the patient, their
 * guardian, the clinic and today's date in the clinic's time zone.
 */
export async function agreementData(
  db: DbOrTx,
  tenantId: number,
  client: PatientRow,
  today: Date,
): Promise<AgreementData> {
  const guardian = await loadGuardian(db, tenantId, client.representativeId);
  const { tenantName, settings: s } = await loadClinic(db, tenantId);
  return {
    imie: client.name,
    nazwisko: client.surname,
    pesel: text(client.pesel),
    data_urodzenia: dayMonthYear(client.pesel ? peselBirthDate(client.pesel) : null),
    telefon: text(client.phone),
    email: text(client.emailAddress),
    adres: formatPostalAddress({
      street: client.street,
      building: client.buildingNumber,
      flat: client.flatNumber,
      postcode: client.postcode,
      city: client.city,
    }),
    ulica: text(client.street),
    numer_budynku: text(client.buildingNumber),
    numer_lokalu: text(client.flatNumber),
    kod_pocztowy: text(client.postcode),
    miasto: text(client.city),
    wojewodztwo: text(client.region),
    opiekun_imie: text(guardian?.name),
    opiekun_nazwisko: text(guardian?.surname),
    opiekun_pesel: text(guardian?.pesel),
    data: dayMonthYear(clinicDateTime(today).date),
    nazwa_firmy: s?.companyName || tenantName,
    adres_firmy: s
      ? formatPostalAddress({
          street: s.addressLine1,
          building: s.numerBudynku,
          flat: s.numerLokalu,
          postcode: s.postcode,
          city: s.city,
        })
      : '',
    nip_firmy: text(s?.nip),
    administrator_danych: text(s?.idName),
    inspektor_danych: text(s?.inspektorNazwa),
    inspektor_email: text(s?.inspektorEmail),
  };
}

/** Characters a file name may not hold on Windows or macOS. */
const fileNameSafe = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** GenerateAgreement: the tenant's template of the type filled with the patient's data, as a .docx. */
export async function generateAgreement(
  { db, files, clock }: AgreementDeps,
  tenantId: number,
  input: z.output<typeof GenerateAgreementInput>,
): Promise<GenerateAgreementOutput> {
  const agreement = AGREEMENT_TYPES.find((a) => a.type === input.type);
  if (!agreement) throw appError('template.unknownType', { members: ['type'] });
  const client = await requirePatientRow(db, tenantId, input.clientId);
  const template = await loadAgreeTemplate({ db, files }, tenantId, input.type);
  if (!template) throw AttachmentErrors.templateMissing(agreement.description);
  const filled = await fillDocxTemplate(template, await agreementData(db, tenantId, client, clock.now()));
  return {
    fileBase64: filled.toString('base64'),
    fileName: `${fileNameSafe(`${agreement.description} - ${client.surname} ${client.name}`)}.docx`,
  };
}
