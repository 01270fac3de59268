import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXTRAS_MEMBERS,
  extrasOf,
  type AnulujRecepteInput,
  type CreatePakietReceptInput,
  type EntitlementCode,
  type GetPakietyReceptInput,
  type GetPakietyReceptOutput,
  type PakietReceptDto,
  type PakietReceptSignInput,
  type PrescriptionFeeLevel,
  type PrescriptionKind,
  type PrescriptionType,
  type ReceptaDto,
  type ReceptaInput,
  type UpdatePakietReceptInput,
} from '@wizytownik/contracts';
import {
  clinicDateTime,
  prescriptionExtrasProblems,
  clinicDisplayDate,
  type PrescriptionExtras,
  type PrescriptionExtrasContext,
  hasValidPeselChecksum,
  peselBirthDate,
  renderSmsTemplate,
} from '@wizytownik/domain';
import type { z } from 'zod';
import {
  P1_ROLES,
  P1Error,
  type P1Call,
  type P1Patient,
  type P1Prescription,
  type P1PrescriptionsPort,
  type P1RuleResult,
} from '../../integrations/p1/port.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { queuePackageOnTransientP1Failure } from '../p1/p1-buffer.service.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Keys } from '../../platform/security/keys.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { getOrganizationalUnits } from '../company-settings/units.service.ts';
import { prescribablePack } from '../drugs/drugs.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { sendManual } from '../sms/sms.actions.ts';
import type { SmsWiring } from '../sms/sms.transport.ts';
import {
  forgetCertificatePassword,
  opensCertificate,
  rememberCertificatePassword,
  signingCertificateOf,
} from '../therapists/therapist-certificate.service.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { requirePrescriber, type Prescriber, type PrescriberCaller } from './prescriber-access.ts';
import { PrescriptionErrors } from './prescriptions.errors.ts';
import { prescriptionPackages, prescriptions } from './prescriptions.tables.ts';

/*
 * Prescription packages (spec 001 'Recepty pacjenta', issue 19): written while 'Nowa' (0), checked and
 * sent through the P1 port with the package therapist's certificate, then printed, sent by SMS and
 * cancelled one prescription at a time ('Anulowana' (2) once all are). Every call passes the prescriber
 * rule; a therapist handles only the packages they write, a system administrator any of the tenant's.
 */

export interface PrescriptionDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly keys: Keys;
  readonly files: FileStore;
  /** Only the prescriptions' half of P1: medical events go through the P1 buffer. */
  readonly p1: P1PrescriptionsPort;
  readonly sms: SmsWiring;
}

export type Caller = PrescriberCaller;

export const PACKAGE_STATUS = { nowa: 0, wyslana: 1, anulowana: 2 } as const;
const CANCELLED = 1;
/** The SMS when the company has no template of its own (szablon_sms_recepta). */
export const DEFAULT_PRESCRIPTION_SMS = 'Kod recepty: %kod_recepty% (wystawiona %data%).';

type PackageRow = typeof prescriptionPackages.$inferSelect;
type PrescriptionRow = typeof prescriptions.$inferSelect;

/** The 4 digits the patient gives the pharmacy, from P1's kodPakietuRecept (4 digits and the PESEL). */
export const accessCodeOf = (p1Code: string | null) => (p1Code ? p1Code.slice(0, 4) : null);

// Reading ---------------------------------------------------------------------------------------

const creatorName = sql<string>`concat_ws(' ', ${users.name}, ${users.surname})`;

async function drugsText(db: DbOrTx, packageIds: number[]): Promise<Map<number, string>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({
      packageId: prescriptions.packageId,
      drugName: prescriptions.drugName,
      packName: prescriptions.packName,
    })
    .from(prescriptions)
    .where(inArray(prescriptions.packageId, packageIds))
    .orderBy(asc(prescriptions.packageId), asc(prescriptions.position));
  const out = new Map<number, string[]>();
  for (const r of rows)
    out.set(r.packageId, [...(out.get(r.packageId) ?? []), `${r.drugName} ${r.packName}`]);
  return new Map([...out].map(([k, v]) => [k, v.join('; ')]));
}

const SORT_COLUMNS: Record<string, SQL | SQL[]> = {
  createDate: sql`${prescriptionPackages.createdAt}`,
  status: sql`${prescriptionPackages.status}`,
  tworca: [sql`${users.surname}`, sql`${users.name}`],
};

export async function listPackages(
  deps: Pick<PrescriptionDeps, 'db'>,
  caller: Caller,
  input: z.output<typeof GetPakietyReceptInput>,
): Promise<GetPakietyReceptOutput> {
  const { db } = deps;
  await requirePrescriber(db, caller);
  const where = and(
    eq(prescriptionPackages.tenantId, caller.tenantId),
    eq(prescriptionPackages.clientId, input.client_id),
  );
  const [column = 'createDate', direction = 'DESC'] = (input.Sorting ?? 'createDate DESC').split(' ');
  const dir = direction.toUpperCase() === 'DESC' ? desc : asc;
  const sortBy = [SORT_COLUMNS[column]!].flat().map((c) => dir(c));
  const [rows, [total]] = await Promise.all([
    db
      .select({ pkg: prescriptionPackages, tworca: creatorName })
      .from(prescriptionPackages)
      .innerJoin(users, eq(users.id, prescriptionPackages.creatorUserId))
      .where(where)
      .orderBy(...sortBy, desc(prescriptionPackages.id))
      .limit(input.MaxResultCount)
      .offset(input.SkipCount),
    db.select({ n: count() }).from(prescriptionPackages).where(where),
  ]);
  const leki = await drugsText(
    db,
    rows.map((r) => r.pkg.id),
  );
  return {
    items: rows.map(({ pkg, tworca }) => ({
      id: pkg.id,
      createDate: pkg.createdAt.toISOString(),
      tworca,
      status: pkg.status,
      leki: leki.get(pkg.id) ?? '',
      kod_recepty: accessCodeOf(pkg.p1Code),
    })),
    totalCount: total?.n ?? 0,
  };
}

const prescriptionDto = (r: PrescriptionRow): ReceptaDto => ({
  id: r.id,
  rodzaj_recepty: r.type as PrescriptionType,
  poziom_odplatnosci: r.feeLevel as PrescriptionFeeLevel,
  nazwa_leku: r.drugName,
  opakowanie_leku: r.packName,
  kod_gtin: r.gtin,
  ilosc_sztuk: r.packs,
  dawkowanie: r.dosage,
  status: r.status,
  numer_w_pakiecie: r.position,
  wybrany_lek: { lek_id: r.productId, opakowanie_id: r.packId },
  klucz_recepty: r.p1Key,
  numer_recepty: r.p1NumberExtension,
  tryb_wystawienia: r.kind as PrescriptionKind,
  uprawnienie_dodatkowe: r.entitlementCode as EntitlementCode | null,
  opis_dokumentu_uprawnienia: r.entitlementDescription,
  realizacja_od: r.realizeFrom,
  nie_zamieniac: r.noSubstitution,
  pilne: r.urgent,
});

async function packageRows(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({ pkg: prescriptionPackages, tworca: creatorName })
    .from(prescriptionPackages)
    .innerJoin(users, eq(users.id, prescriptionPackages.creatorUserId))
    .where(and(eq(prescriptionPackages.tenantId, tenantId), eq(prescriptionPackages.id, id)));
  if (!row) throw PrescriptionErrors.packageNotFound();
  const items = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.packageId, id))
    .orderBy(asc(prescriptions.position));
  return { ...row, items };
}

export async function getPackage(
  deps: Pick<PrescriptionDeps, 'db'>,
  caller: Caller,
  id: number,
): Promise<PakietReceptDto> {
  await requirePrescriber(deps.db, caller);
  const { pkg, tworca, items } = await packageRows(deps.db, caller.tenantId, id);
  return {
    id: pkg.id,
    createDate: pkg.createdAt.toISOString(),
    tworca,
    status: pkg.status,
    leki: items.map((r) => `${r.drugName} ${r.packName}`).join('; '),
    kod_recepty: accessCodeOf(pkg.p1Code),
    client_id: pkg.clientId,
    therapist_id: pkg.therapistId,
    visit_id: pkg.visitId,
    klucz_pakietu: pkg.p1Key,
    sendDate: pkg.sentAt?.toISOString() ?? null,
    recepty: items.map(prescriptionDto),
  };
}

// Writing ---------------------------------------------------------------------------------------

/** A therapist acts on their own packages only; an administrator on any of the tenant's. */
function requireOwn(prescriber: Prescriber, therapistId: number): void {
  if (prescriber.kind === 'therapist' && prescriber.therapistId !== therapistId)
    throw PrescriptionErrors.otherTherapist();
}

/** The prescriber's phone, which pro auctore and pro familiae prescriptions carry (null: none). */
async function prescriberPhone(db: DbOrTx, tenantId: number, therapistId: number): Promise<string | null> {
  const [t] = await db
    .select({ phone: therapists.phone })
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, therapistId)));
  return t?.phone?.trim() || null;
}

/** The first problem of the prescriptions' extra fields under the domain's rules refuses them all. */
function refuseExtrasProblems(extras: readonly PrescriptionExtras[], context: PrescriptionExtrasContext) {
  for (const [i, x] of extras.entries()) {
    const [problem] = prescriptionExtrasProblems(x, context);
    if (problem) throw PrescriptionErrors.invalidField(i + 1, EXTRAS_MEMBERS[problem.field], problem.key);
  }
}

/**
 * The prescriptions' rows from the input: the extra fields pass the domain's rules (against the
 * clinic's today and the prescriber's phone), each pack is looked up in the registry (not withdrawn).
 */
async function prescriptionValues(
  deps: Pick<PrescriptionDeps, 'db' | 'clock'>,
  tenantId: number,
  therapistId: number,
  recepty: z.output<typeof ReceptaInput>[],
) {
  const { db } = deps;
  refuseExtrasProblems(recepty.map(extrasOf), {
    today: clinicDateTime(deps.clock.now()).date,
    prescriberPhone: await prescriberPhone(db, tenantId, therapistId),
  });
  return Promise.all(
    recepty.map(async (r, i) => {
      const lek = r.wybrany_lek!;
      const pack = await prescribablePack(db, lek.lek_id, lek.opakowanie_id);
      if (!pack) throw PrescriptionErrors.drugUnknown(i + 1);
      return {
        position: i + 1,
        type: r.rodzaj_recepty,
        feeLevel: r.poziom_odplatnosci,
        productId: lek.lek_id,
        packId: lek.opakowanie_id,
        gtin: pack.gtin,
        drugName: pack.drugName,
        packName: pack.packName,
        packs: r.ilosc_sztuk,
        dosage: r.dawkowanie,
        kind: r.tryb_wystawienia,
        entitlementCode: r.uprawnienie_dodatkowe,
        entitlementDescription: r.opis_dokumentu_uprawnienia,
        realizeFrom: r.realizacja_od,
        noSubstitution: r.nie_zamieniac,
        urgent: r.pilne,
      };
    }),
  );
}

const audit = (
  tx: DbOrTx,
  caller: Caller,
  entity: 'prescription_package' | 'prescription',
  id: number,
  action: 'create' | 'update' | 'delete',
  before: unknown,
  after: unknown,
) =>
  recordAudit(tx, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    entity,
    entityId: id,
    action,
    before: before ?? undefined,
    after: after ?? undefined,
  });

export async function createPackage(
  deps: Pick<PrescriptionDeps, 'db' | 'clock'>,
  caller: Caller,
  input: z.output<typeof CreatePakietReceptInput>,
): Promise<{ id: number }> {
  const { db } = deps;
  const prescriber = await requirePrescriber(db, caller);
  requireOwn(prescriber, input.therapist_id);
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, caller.tenantId), eq(clients.id, input.client_id)));
  if (!client) throw PrescriptionErrors.patientNotFound();
  const [therapist] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, caller.tenantId), eq(therapists.id, input.therapist_id)));
  if (!therapist) throw PrescriptionErrors.therapistNotFound();
  if (input.visit_id !== null) {
    const [visit] = await db
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.tenantId, caller.tenantId),
          eq(visits.id, input.visit_id),
          eq(visits.clientId, input.client_id),
        ),
      );
    if (!visit) throw PrescriptionErrors.visitNotFound();
  }
  const values = await prescriptionValues(deps, caller.tenantId, input.therapist_id, input.recepty);
  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .insert(prescriptionPackages)
      .values({
        tenantId: caller.tenantId,
        clientId: input.client_id,
        therapistId: input.therapist_id,
        visitId: input.visit_id,
        creatorUserId: caller.userId,
        createdAt: deps.clock.now(),
        status: PACKAGE_STATUS.nowa,
      })
      .returning();
    const rows = await tx
      .insert(prescriptions)
      .values(values.map((v) => ({ ...v, tenantId: caller.tenantId, packageId: pkg!.id })))
      .returning();
    await audit(tx, caller, 'prescription_package', pkg!.id, 'create', null, { ...pkg, recepty: rows });
    return { id: pkg!.id };
  });
}

/** The package of the caller's tenant the caller may act on, locked in `tx` when given one. */
async function ownPackage(db: DbOrTx, caller: Caller, prescriber: Prescriber, id: number, lock = false) {
  const query = db
    .select()
    .from(prescriptionPackages)
    .where(and(eq(prescriptionPackages.tenantId, caller.tenantId), eq(prescriptionPackages.id, id)));
  const [pkg] = lock ? await query.for('update') : await query;
  if (!pkg) throw PrescriptionErrors.packageNotFound();
  requireOwn(prescriber, pkg.therapistId);
  return pkg;
}

const itemsOf = (db: DbOrTx, packageId: number) =>
  db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.packageId, packageId))
    .orderBy(asc(prescriptions.position));

export async function updatePackage(
  deps: Pick<PrescriptionDeps, 'db' | 'clock'>,
  caller: Caller,
  input: z.output<typeof UpdatePakietReceptInput>,
): Promise<null> {
  const { db } = deps;
  const prescriber = await requirePrescriber(db, caller);
  const current = await ownPackage(db, caller, prescriber, input.id);
  // A sent or cancelled package is refused as such, before its new contents are judged.
  if (current.status !== PACKAGE_STATUS.nowa) throw PrescriptionErrors.notNew();
  const values = await prescriptionValues(deps, caller.tenantId, current.therapistId, input.recepty);
  await db.transaction(async (tx) => {
    const pkg = await ownPackage(tx, caller, prescriber, input.id, true);
    if (pkg.status !== PACKAGE_STATUS.nowa) throw PrescriptionErrors.notNew();
    const before = await itemsOf(tx, pkg.id);
    await tx.delete(prescriptions).where(eq(prescriptions.packageId, pkg.id));
    const after = await tx
      .insert(prescriptions)
      .values(values.map((v) => ({ ...v, tenantId: caller.tenantId, packageId: pkg.id })))
      .returning();
    await audit(
      tx,
      caller,
      'prescription_package',
      pkg.id,
      'update',
      { recepty: before },
      { recepty: after },
    );
  });
  return null;
}

export async function deletePackage(
  deps: Pick<PrescriptionDeps, 'db'>,
  caller: Caller,
  id: number,
): Promise<null> {
  const { db } = deps;
  const prescriber = await requirePrescriber(db, caller);
  await db.transaction(async (tx) => {
    const pkg = await ownPackage(tx, caller, prescriber, id, true);
    if (pkg.status !== PACKAGE_STATUS.nowa) throw PrescriptionErrors.notNew();
    const items = await itemsOf(tx, pkg.id);
    await tx.delete(prescriptionPackages).where(eq(prescriptionPackages.id, pkg.id));
    await audit(tx, caller, 'prescription_package', pkg.id, 'delete', { ...pkg, recepty: items }, null);
  });
  return null;
}

// P1 --------------------------------------------------------------------------------------------

/** The patient as P1 needs them; birth date and sex from the PESEL. */
async function p1Patient(db: DbOrTx, tenantId: number, clientId: number): Promise<P1Patient> {
  const [c] = await db
    .select({ name: clients.name, surname: clients.surname, pesel: clients.pesel, gender: clients.gender })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  if (!c) throw PrescriptionErrors.patientNotFound();
  const pesel = c.pesel?.trim() ?? '';
  const birth = pesel && hasValidPeselChecksum(pesel) ? peselBirthDate(pesel) : null;
  const sexFromPesel = pesel.length === 11 ? (Number(pesel[9]) % 2 === 1 ? 'M' : 'K') : null;
  return {
    pesel,
    givenName: c.name,
    surname: c.surname,
    birthDate: birth ?? '',
    sex: c.gender === 1 ? 'K' : c.gender === 0 ? 'M' : (sexFromPesel ?? 'M'),
  };
}

const NURSES = new Set(['PIEL', 'POL']);

/** The call context: the company's book number, the therapist's unit and PWZ (integrations.md §3.2). */
async function p1Context(db: DbOrTx, tenantId: number, therapistId: number): Promise<P1Call['context']> {
  const [t] = await db
    .select({
      pwz: therapists.pwz,
      phone: therapists.phone,
      profession: therapists.plMedicalProfession,
      unitId: therapists.mainOrganizationalUnitId,
      name: users.name,
      surname: users.surname,
    })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, therapistId)));
  if (!t) throw PrescriptionErrors.therapistNotFound();
  const [company, units] = await Promise.all([
    loadSettingsRow(db, tenantId),
    getOrganizationalUnits(db, tenantId),
  ]);
  const unit = units.find((u) => u.id === t.unitId) ?? units.find((u) => u.is_active);
  const profession = t.profession ?? '';
  return {
    bookNumber: company.numerKsiegiRejestrowej ?? '',
    placeOfWork: { level: 'unit', id: unit?.kod_resortowy ?? '' },
    prescriber: {
      pwz: t.pwz ?? '',
      role: NURSES.has(profession) ? P1_ROLES.nurse : P1_ROLES.doctor,
      profession,
      givenName: t.name,
      surname: t.surname,
      ...(t.phone?.trim() && { phone: t.phone.trim() }),
    },
  };
}

const p1Prescription = (r: PrescriptionRow): P1Prescription => ({
  productId: String(r.productId),
  gtin: r.gtin,
  drugName: `${r.drugName} ${r.packName}`,
  type: r.type as PrescriptionType,
  paymentLevel: r.feeLevel as PrescriptionFeeLevel,
  packs: r.packs,
  dosage: r.dosage,
  kind: r.kind as PrescriptionKind,
  ...(r.entitlementCode && {
    entitlement: {
      code: r.entitlementCode,
      ...(r.entitlementDescription && { description: r.entitlementDescription }),
    },
  }),
  ...(r.realizeFrom && { realizeFrom: r.realizeFrom }),
  ...(r.noSubstitution && { noSubstitution: true }),
  ...(r.urgent && { urgent: true }),
});

/**
 * A rule's message as the dialog lists it: the prescription it is about and the rule's code, unless
 * P1's text already names them (the simulator's does).
 */
function ruleMessage(r: P1RuleResult): string {
  const position = r.prescription && !r.text.startsWith('Recepta') ? `Recepta ${r.prescription}: ` : '';
  const warning = r.outcome === 'ostrzezenie' ? 'Ostrzeżenie: ' : '';
  const code = r.text.includes(r.code) ? '' : ` [${r.code}]`;
  return `${warning}${position}${r.text}${code}`;
}

type SignInput = Pick<z.output<typeof PakietReceptSignInput>, 'password' | 'keepPassword'>;

/**
 * Runs one signed P1 call with the package therapist's certificate and the password given, else the
 * remembered one, else asks for it (certificatePasswordRequired). A given password is remembered on
 * `keepPassword` once it has opened the certificate, also when P1 then failed: the P1 buffer's resend
 * signs with it. A password error (its text names 'hasło certyfikatu') forgets the remembered one.
 * P1's failures become the module's errors.
 */
async function signed<T>(
  deps: PrescriptionDeps,
  caller: Caller,
  pkg: PackageRow,
  password: SignInput,
  run: (call: P1Call) => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const certificate = await signingCertificateOf(deps, caller.tenantId, pkg.therapistId);
  const given = password.password?.length ? password.password : null;
  const secret = given ?? certificate?.rememberedPassword ?? null;
  if (certificate && secret === null) throw PrescriptionErrors.passwordRequired();
  const call: P1Call = {
    context: await p1Context(db, caller.tenantId, pkg.therapistId),
    certificate: certificate && { pkcs12: certificate.pkcs12, password: secret! },
  };
  const kept = given !== null && password.keepPassword === true ? given : null;
  const keep = (toKeep: string) =>
    rememberCertificatePassword(deps, caller.tenantId, pkg.therapistId, toKeep);
  let result: T;
  try {
    result = await run(call);
  } catch (error) {
    if (!(error instanceof P1Error)) throw error;
    if (error.message.includes('hasło certyfikatu')) {
      await forgetCertificatePassword(db, caller.tenantId, pkg.therapistId);
      throw PrescriptionErrors.passwordWrong();
    }
    // P1 may have failed before it opened the certificate: the password is tried here. A failure to
    // keep it leaves P1's failure the one reported.
    if (kept !== null && certificate && (await opensCertificate(certificate.pkcs12, kept)))
      await keep(kept).catch(() => undefined);
    throw error.transient
      ? PrescriptionErrors.p1Unavailable(error.message)
      : PrescriptionErrors.p1Failed(error.message);
  }
  if (kept !== null) {
    try {
      await keep(kept);
    } catch {
      throw PrescriptionErrors.passwordNotSaved();
    }
  }
  return result;
}

async function packageForP1(deps: PrescriptionDeps, caller: Caller, id: number) {
  const prescriber = await requirePrescriber(deps.db, caller);
  const pkg = await ownPackage(deps.db, caller, prescriber, id);
  const items = await itemsOf(deps.db, pkg.id);
  return { pkg, items };
}

/**
 * A new package about to be checked or sent, judged again against today: a 'Realizacja od' that has
 * passed since the save is refused as on save, before anything reaches P1. The prescriber's phone is
 * left to P1 here (its own rule answers among the check's messages).
 */
function requireSendable(deps: Pick<PrescriptionDeps, 'clock'>, pkg: PackageRow, items: PrescriptionRow[]) {
  if (pkg.status !== PACKAGE_STATUS.nowa) throw PrescriptionErrors.notNew();
  refuseExtrasProblems(
    items.map((r) => ({
      kind: r.kind,
      entitlementCode: r.entitlementCode,
      entitlementDescription: r.entitlementDescription,
      realizeFrom: r.realizeFrom,
    })),
    { today: clinicDateTime(deps.clock.now()).date },
  );
}

/** SprawdzPakiet: P1's verification of a new package; every error and warning, none when correct. */
export async function checkPackage(
  deps: PrescriptionDeps,
  caller: Caller,
  input: z.output<typeof PakietReceptSignInput>,
): Promise<string[]> {
  const { pkg, items } = await packageForP1(deps, caller, input.id);
  requireSendable(deps, pkg, items);
  const patient = await p1Patient(deps.db, caller.tenantId, pkg.clientId);
  const result = await signed(deps, caller, pkg, input, (call) =>
    deps.p1.verifyPackage(call, { patient, prescriptions: items.map(p1Prescription) }),
  );
  return result.rules.map(ruleMessage);
}

/**
 * WyslijPakiet: saves a new package in P1. Saved: status 'Wysłana do P1' with the package's key and
 * code and each prescription's key and number, and no messages. Refused by P1's rules: nothing
 * changes and the rules' messages are returned.
 */
export async function sendPackage(
  deps: PrescriptionDeps,
  caller: Caller,
  input: z.output<typeof PakietReceptSignInput>,
): Promise<string[]> {
  const { pkg, items } = await packageForP1(deps, caller, input.id);
  requireSendable(deps, pkg, items);
  const patient = await p1Patient(deps.db, caller.tenantId, pkg.clientId);
  const result = await signed(deps, caller, pkg, input, (call) =>
    deps.p1.savePackage(call, { patient, prescriptions: items.map(p1Prescription) }),
  ).catch(queuePackageOnTransientP1Failure(deps, caller, pkg.id));
  if (!result.ok) return result.rules.map(ruleMessage);
  await deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(prescriptionPackages)
      .set({
        status: PACKAGE_STATUS.wyslana,
        p1Key: result.packageKey,
        p1Code: result.packageCode,
        sentAt: deps.clock.now(),
      })
      .where(eq(prescriptionPackages.id, pkg.id))
      .returning();
    for (const saved of result.prescriptions) {
      await tx
        .update(prescriptions)
        .set({
          p1Key: saved.key,
          p1NumberRoot: saved.number.root,
          p1NumberExtension: saved.number.extension,
        })
        .where(and(eq(prescriptions.packageId, pkg.id), eq(prescriptions.position, saved.position)));
    }
    await audit(tx, caller, 'prescription_package', pkg.id, 'update', pkg, {
      ...after,
      recepty: await itemsOf(tx, pkg.id),
    });
  });
  return [];
}

/** DrukujPakiet: the information printout of a sent package, base64 PDF. */
export async function printPackage(
  deps: PrescriptionDeps,
  caller: Caller,
  input: z.output<typeof PakietReceptSignInput>,
): Promise<string> {
  const { pkg, items } = await packageForP1(deps, caller, input.id);
  const key = items.find((r) => r.p1Key)?.p1Key;
  if (pkg.status === PACKAGE_STATUS.nowa || !key) throw PrescriptionErrors.notSent();
  const patient = await p1Patient(deps.db, caller.tenantId, pkg.clientId);
  const printout = await signed(deps, caller, pkg, input, (call) =>
    deps.p1.printInformation(call, {
      prescriptionKey: key,
      patient,
      prescriptions: items.map(p1Prescription),
      issuedOn: clinicDateTime(pkg.sentAt ?? pkg.createdAt).date,
    }),
  );
  if (!printout.base64) throw PrescriptionErrors.noDocument();
  return printout.base64;
}

/** WyslijKodSms: the package's 4-digit code to the patient through the SMS module (a manual message). */
export async function sendCodeBySms(deps: PrescriptionDeps, caller: Caller, id: number): Promise<null> {
  const prescriber = await requirePrescriber(deps.db, caller);
  const pkg = await ownPackage(deps.db, caller, prescriber, id);
  const code = accessCodeOf(pkg.p1Code);
  if (pkg.status === PACKAGE_STATUS.nowa || !code) throw PrescriptionErrors.notSent();
  const settings = await loadSettingsRow(deps.db, caller.tenantId);
  const template = settings.szablonSmsRecepta?.trim() || DEFAULT_PRESCRIPTION_SMS;
  const text = renderSmsTemplate(template, {
    kod_recepty: code,
    data: clinicDisplayDate(pkg.sentAt ?? pkg.createdAt),
  });
  await sendManual(deps, caller, { clientId: pkg.clientId, text });
  return null;
}

/**
 * AnulujRecepte: cancels one active prescription of a sent package in P1; the package becomes
 * 'Anulowana' when none of its prescriptions is left active.
 */
export async function cancelPrescription(
  deps: PrescriptionDeps,
  caller: Caller,
  input: z.output<typeof AnulujRecepteInput>,
): Promise<null> {
  const { pkg, items } = await packageForP1(deps, caller, input.pakiet_id);
  const item = items.find((r) => r.id === input.recepta_id);
  if (!item) throw PrescriptionErrors.prescriptionNotFound();
  if (pkg.status === PACKAGE_STATUS.nowa || !item.p1Key || !item.p1NumberExtension)
    throw PrescriptionErrors.notSent();
  if (item.status === CANCELLED) throw PrescriptionErrors.alreadyCancelled();
  // The cancellation document names the patient (its recordTarget), as the prescription did.
  const patient = await p1Patient(deps.db, caller.tenantId, pkg.clientId);
  const result = await signed(deps, caller, pkg, input, (call) =>
    deps.p1.cancelPrescription(call, {
      prescriptionKey: item.p1Key!,
      number: { root: item.p1NumberRoot ?? '', extension: item.p1NumberExtension! },
      patient,
    }),
  );
  if (!result.ok)
    throw PrescriptionErrors.cancelRefused(
      result.rules
        .filter((r) => r.outcome === 'blad')
        .map(ruleMessage)
        .join('\n'),
    );
  await deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(prescriptions)
      .set({ status: CANCELLED })
      .where(eq(prescriptions.id, item.id))
      .returning();
    await audit(tx, caller, 'prescription', item.id, 'update', item, after);
    const [active] = await tx
      .select({ n: count() })
      .from(prescriptions)
      .where(and(eq(prescriptions.packageId, pkg.id), eq(prescriptions.status, 0)));
    if ((active?.n ?? 0) === 0) {
      const [cancelled] = await tx
        .update(prescriptionPackages)
        .set({ status: PACKAGE_STATUS.anulowana })
        .where(eq(prescriptionPackages.id, pkg.id))
        .returning();
      await audit(tx, caller, 'prescription_package', pkg.id, 'update', pkg, cancelled);
    }
  });
  return null;
}
