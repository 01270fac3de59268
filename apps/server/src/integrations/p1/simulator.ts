import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { p1ProblemSentence, p1VisitProblems } from '@wizytownik/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { openSigningCertificate } from './certificate.ts';
import { medicalEventBundle } from './fhir.ts';
import {
  p1SimMedicalEvents,
  p1SimPackages,
  p1SimPrescriptions,
  type P1SimStatus,
} from './p1-simulator.tables.ts';
import {
  P1Error,
  type DrugLookup,
  type P1AccessData,
  type P1Call,
  type P1FaultMajor,
  type P1PackageRequest,
  type P1Port,
  type P1PrescriptionNumber,
  type P1RuleResult,
  type P1SaveResult,
  type P1Verification,
} from './port.ts';
import { renderInformationPrintout } from './printout.ts';
import { checkPackage, contextComplete, rule, SIM_RULES } from './simulator-rules.ts';

export interface P1SimulatorOptions {
  readonly db: Db;
  readonly drugs: DrugLookup;
  readonly clock: Clock;
  /** The organisation's OID root the prescription numbers are issued under (`<root>.2.1`). */
  readonly oidRoot: string;
  /** Whether a wrong PWZ check digit is an error (default) or only a warning (§3.8). */
  readonly checkPwzDigit?: boolean;
  /** Every call fails with this fault (P1_SIMULATOR_FAULT), to try the app's handling by hand. */
  readonly fault?: P1FaultMajor;
}

/** The simulated P1: the port plus the hooks tests and the demo use. */
export interface P1Simulator extends P1Port {
  readonly simulated: true;
  /** The next call fails with this fault (bladWewnetrzny carries a new uuidZdarzeniaInicjujacego). */
  failNext(major: P1FaultMajor): void;
  /** A pharmacy dispenses the prescription: ZREALIZOWANA (it can no longer be cancelled). */
  realise(prescriptionKey: string): Promise<void>;
  /** The versions of a visit's medical event P1 keeps, oldest first. */
  medicalEvents(
    visitId: number,
  ): Promise<{ readonly version: number; readonly bookNumber: string; readonly bundle: unknown }[]>;
  /** The prescription's status as P1 keeps it, or null when unknown. */
  status(prescriptionKey: string): Promise<P1SimStatus | null>;
}

export const isP1Simulator = (port: P1Port): port is P1Simulator =>
  (port as Partial<P1Simulator>).simulated === true;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** A 44-digit key [P]: the first digit is not 0, so the key keeps its length as a number. */
const newKey = () => `${randomInt(1, 10)}${digits(43)}`;
/** 22 upper-case hex characters (REG.WER.213's format as one public client writes it). */
const newNumberExtension = () => randomBytes(11).toString('hex').toUpperCase();

const verification = (rules: P1RuleResult[]): P1Verification => ({
  ok: !rules.some((r) => r.outcome === 'blad'),
  rules,
});

/**
 * P1 without the network (the default, P1_MODE=simulator): performs the checks of
 * design/integrations.md §3.8 with rule codes of its own (simulator-rules.ts), keeps the saved
 * packages and their prescriptions' statuses in its own tables (durable across restarts), and answers
 * faults the way P1 does. The certificate is opened like the real client opens it before signing.
 */
export function createP1Simulator(options: P1SimulatorOptions): P1Simulator {
  const { db, clock } = options;
  let nextFault: P1FaultMajor | null = null;

  /** The injected fault of this call, if any (the next call's first, then every call's). */
  function injectedFault(): void {
    const fault = nextFault ?? options.fault ?? null;
    nextFault = null;
    if (fault)
      throw P1Error.fault({
        major: fault,
        minor: null,
        description: `Błąd zasymulowany (${fault}).`,
        eventId: fault === 'bladWewnetrzny' ? randomUUID() : null,
      });
  }

  /** What P1 does before any rule: the transport's faults, the context, the signature's certificate. */
  async function admit(call: P1Call): Promise<void> {
    injectedFault();
    if (!contextComplete(call.context))
      throw P1Error.fault({
        major: 'bladAutoryzacji',
        minor: 'bladKontekstu',
        description: null,
        eventId: null,
      });
    await openSigningCertificate(call.certificate, clock.now());
  }

  const verify = async (call: P1Call, pkg: P1PackageRequest) =>
    verification(
      await checkPackage(call.context, pkg, {
        drugs: options.drugs,
        now: clock.now(),
        checkPwzDigit: options.checkPwzDigit ?? true,
      }),
    );

  async function findPrescription(call: P1Call, prescriptionKey: string) {
    const [row] = await db
      .select({
        id: p1SimPrescriptions.id,
        packageId: p1SimPrescriptions.packageId,
        status: p1SimPrescriptions.status,
        numberRoot: p1SimPrescriptions.numberRoot,
        numberExtension: p1SimPrescriptions.numberExtension,
      })
      .from(p1SimPrescriptions)
      .innerJoin(p1SimPackages, eq(p1SimPackages.id, p1SimPrescriptions.packageId))
      .where(
        and(
          eq(p1SimPrescriptions.prescriptionKey, prescriptionKey),
          eq(p1SimPackages.bookNumber, call.context.bookNumber),
        ),
      );
    if (!row) throw P1Error.of('notFound');
    return row;
  }

  async function accessData(call: P1Call, prescriptionKey: string): Promise<P1AccessData> {
    const { packageId } = await findPrescription(call, prescriptionKey);
    const [pkg] = await db.select().from(p1SimPackages).where(eq(p1SimPackages.id, packageId));
    const rows = await db
      .select()
      .from(p1SimPrescriptions)
      .where(eq(p1SimPrescriptions.packageId, packageId))
      .orderBy(asc(p1SimPrescriptions.position));
    return {
      packageKey: pkg!.packageKey,
      packageCode: pkg!.packageCode,
      accessCode: pkg!.packageCode.slice(0, 4),
      prescriptions: rows.map((r) => ({
        key: r.prescriptionKey,
        number: { root: r.numberRoot, extension: r.numberExtension },
      })),
    };
  }

  return {
    simulated: true,
    failNext(major) {
      nextFault = major;
    },

    async verifyPackage(call, pkg) {
      await admit(call);
      return verify(call, pkg);
    },

    async savePackage(call, pkg): Promise<P1SaveResult> {
      await admit(call);
      const result = await verify(call, pkg);
      if (!result.ok) return { ok: false, rules: result.rules };
      const accessCode = digits(4);
      const packageCode = `${accessCode}${pkg.patient.pesel || pkg.patient.otherId?.number || ''}`;
      const packageKey = newKey();
      const root = `${options.oidRoot}.2.1`;
      const prescriptions = pkg.prescriptions.map((_, i) => ({
        position: i + 1,
        key: newKey(),
        number: { root, extension: newNumberExtension() } satisfies P1PrescriptionNumber,
      }));
      await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(p1SimPackages)
          .values({
            packageKey,
            packageCode,
            bookNumber: call.context.bookNumber,
            pwz: call.context.prescriber.pwz,
            savedAt: clock.now(),
          })
          .returning({ id: p1SimPackages.id });
        await tx.insert(p1SimPrescriptions).values(
          prescriptions.map((p) => ({
            packageId: saved!.id,
            position: p.position,
            prescriptionKey: p.key,
            numberRoot: p.number.root,
            numberExtension: p.number.extension,
          })),
        );
      });
      return { ok: true, rules: result.rules, packageKey, packageCode, accessCode, prescriptions };
    },

    async readAccessData(call, prescriptionKey) {
      await admit(call);
      return accessData(call, prescriptionKey);
    },

    async cancelPrescription(call, cancellation) {
      await admit(call);
      const row = await findPrescription(call, cancellation.prescriptionKey);
      const place = '/dokumentAnulowaniaRecepty';
      if (
        row.numberRoot !== cancellation.number.root ||
        row.numberExtension !== cancellation.number.extension
      )
        return verification([
          rule(SIM_RULES.prescriptionNumber, 'blad', 'Numer recepty nie odpowiada kluczowi recepty.', place),
        ]);
      // Only an issued prescription moves to ANULOWANA, and only once (the update decides, not a read).
      const cancelled = await db
        .update(p1SimPrescriptions)
        .set({ status: 'ANULOWANA', cancelledAt: clock.now() })
        .where(and(eq(p1SimPrescriptions.id, row.id), eq(p1SimPrescriptions.status, 'WYSTAWIONA')))
        .returning({ id: p1SimPrescriptions.id });
      if (cancelled.length === 0) {
        const [now] = await db
          .select({ status: p1SimPrescriptions.status })
          .from(p1SimPrescriptions)
          .where(eq(p1SimPrescriptions.id, row.id));
        return verification([
          rule(
            SIM_RULES.cancellable,
            'blad',
            `Nie można anulować recepty o statusie ${now?.status ?? row.status}.`,
            place,
          ),
        ]);
      }
      return verification([]);
    },

    async printInformation(call, printout) {
      await admit(call);
      const access = await accessData(call, printout.prescriptionKey);
      const pdf = await renderInformationPrintout({
        ...printout,
        access,
        prescriber: call.context.prescriber,
      });
      return { pdf, base64: pdf.toString('base64'), access };
    },

    async reportMedicalEvent(event) {
      injectedFault();
      // P1's checks of a ZM are [U]: the simulator refuses what the app's own verification refuses.
      const rules = p1VisitProblems(event.facts).map((problem) =>
        rule(
          `SIM.ZM.${problem.key.replace('p1.check.', '')}`,
          'blad',
          p1ProblemSentence(problem),
          '/Encounter',
        ),
      );
      if (rules.length) return { ok: false, rules };
      const bookNumber = event.facts.company.bookNumber!.trim();
      const bundle = medicalEventBundle(event, options.oidRoot);
      // The version is P1's: one more than the visit's last, decided by the insert (a unique key).
      const [saved] = await db
        .insert(p1SimMedicalEvents)
        .values({
          bookNumber,
          visitId: event.visitId,
          version: sql`(select coalesce(max(${p1SimMedicalEvents.version}), 0) + 1 from ${p1SimMedicalEvents}
            where ${p1SimMedicalEvents.bookNumber} = ${bookNumber} and ${p1SimMedicalEvents.visitId} = ${event.visitId})`,
          bundle,
          reportedAt: clock.now(),
        })
        .returning({ version: p1SimMedicalEvents.version });
      return { ok: true, id: `${bookNumber}-${event.visitId}`, version: saved!.version, rules: [] };
    },

    async medicalEvents(visitId) {
      return db
        .select({
          version: p1SimMedicalEvents.version,
          bookNumber: p1SimMedicalEvents.bookNumber,
          bundle: p1SimMedicalEvents.bundle,
        })
        .from(p1SimMedicalEvents)
        .where(eq(p1SimMedicalEvents.visitId, visitId))
        .orderBy(asc(p1SimMedicalEvents.version));
    },

    async realise(prescriptionKey) {
      await db
        .update(p1SimPrescriptions)
        .set({ status: 'ZREALIZOWANA' })
        .where(
          and(
            eq(p1SimPrescriptions.prescriptionKey, prescriptionKey),
            eq(p1SimPrescriptions.status, 'WYSTAWIONA'),
          ),
        );
    },

    async status(prescriptionKey) {
      const [row] = await db
        .select({ status: p1SimPrescriptions.status })
        .from(p1SimPrescriptions)
        .where(eq(p1SimPrescriptions.prescriptionKey, prescriptionKey));
      return row?.status ?? null;
    },
  };
}
