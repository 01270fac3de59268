import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { NEW_PRESCRIPTION } from '@wizytownik/contracts';
import { SIMULATOR_OID_ROOT } from '../../config.ts';
import { createP1Simulator } from '../../integrations/p1/simulator.ts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { loadKeys, type Keys } from '../../platform/security/keys.ts';
import { drugLookup, searchDrugs } from '../drugs/drugs.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { uploadTherapistCertificate } from '../therapists/therapist-certificate.service.ts';
import { DEMO_DOCTOR_P1 } from '../therapists/therapists.demo.ts';
import { getTherapistDetails } from '../therapists/therapists.service.ts';
import { DEMO_THERAPISTS } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import {
  cancelPrescription,
  createPackage,
  getPackage,
  sendPackage,
  type PrescriptionDeps,
} from './prescriptions.service.ts';

/*
 * The demo clinic's prescriptions (issue 19): the demo therapist who is a doctor may prescribe, with
 * a self-signed demo certificate made here (no key file is ever committed), and a few packages
 * written and sent through the P1 simulator, so the patients list's 'Recepty' shows every status.
 */

/**
 * The demo prescriber (README): Jakub Lewandowski, a rehabilitation doctor among the physiotherapists,
 * whose P1 data (profession, PWZ, chamber, main unit) the therapists step gives.
 */
export const DEMO_PRESCRIBER = { userName: DEMO_THERAPISTS[5].userName, ...DEMO_DOCTOR_P1 } as const;
/** The demo certificate's password: not remembered, so each signing asks for it as a real one would. */
export const DEMO_CERTIFICATE_PASSWORD = 'Certyfikat123';

const DAY_MS = 86_400_000;

/**
 * A self-signed RSA certificate of the prescriber with its key in a PKCS#12 file (3DES, as forge
 * writes it), valid from a year ago for two years: the key is made by Node (native, fast), the
 * certificate and the container by node-forge, which the certificate reader already uses.
 */
export async function makeDemoCertificate(commonName: string, now: Date, password: string): Promise<Buffer> {
  const forge = (await import('node-forge')).default;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 365 * DAY_MS);
  cert.validity.notAfter = new Date(now.getTime() + 2 * 365 * DAY_MS);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Gabinet Demo (certyfikat demonstracyjny)' },
    { name: 'countryName', value: 'PL' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** A demo prescription: the registry search that finds its drug (first product, first pack), and more. */
interface DemoPrescription {
  readonly search: string;
  readonly fee: '100%' | '50%' | '30%' | 'R' | 'B';
  readonly packs: number;
  readonly dosage: string;
}

// Drugs both the full registry (../shared/data) and the tests' small one have.
const CLEXANE: DemoPrescription = {
  search: 'Clexane 2000',
  fee: '100%',
  packs: 1,
  dosage: '1 ampułkostrzykawka podskórnie raz dziennie przez 10 dni',
};
const APAP: DemoPrescription = {
  search: 'Apap 500 mg',
  fee: '100%',
  packs: 2,
  dosage: '1 tabletka do 4 razy dziennie, co najmniej 4 godziny przerwy',
};
const MORFINA: DemoPrescription = {
  search: 'Morphini sulfas 10 mg',
  fee: 'R',
  packs: 1,
  dosage: '10 mg podskórnie co 12 godzin',
};

/**
 * The demo packages, each of a demo patient of the prescriber: sent days ago, sent with one
 * prescription later cancelled, and one still new (its contents editable).
 */
export const DEMO_PACKAGES = [
  { patient: ['Paweł', 'Mazur'], daysAgo: 12, items: [CLEXANE, APAP], outcome: 'sent' },
  { patient: ['Sebastian', 'Dudek'], daysAgo: 4, items: [MORFINA, APAP], outcome: 'cancelledOne' },
  { patient: ['Grzegorz', 'Majewski'], daysAgo: 0, items: [APAP], outcome: 'new' },
] as const;

const at = (instant: Date): Clock => ({ now: () => instant });

/** The first product the search finds and its first pack; Rpw when the pack's category is. */
async function prescriptionOf(db: DbOrTx, rx: DemoPrescription) {
  const [product] = await searchDrugs(db, rx.search, 1);
  const pack = product?.opakowania[0];
  if (!product || !pack) return null;
  // The form's defaults for the fields beyond the drug (an ordinary prescription, nothing extra).
  return {
    ...NEW_PRESCRIPTION,
    rodzaj_recepty: pack.kategoria_dostepnosci === 'Rpw' ? ('Rpw' as const) : ('Rp' as const),
    poziom_odplatnosci: rx.fee,
    wybrany_lek: { lek_id: product.id, opakowanie_id: pack.id },
    ilosc_sztuk: rx.packs,
    dawkowanie: rx.dosage,
  };
}

/** The demo prescriber's user id, therapist id and name. */
async function findPrescriber(db: DbOrTx, tenantId: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_PRESCRIBER.userName)));
  if (!user) return null;
  const details = await getTherapistDetails(db, tenantId, user.id);
  return { userId: user.id, therapistId: details.therapistID, name: `${details.name} ${details.surname}` };
}

/**
 * After the rest of the demo (the company's units and P1 data, the therapists, the patients): the
 * prescriber with the demo certificate (uploaded with its password, which is not remembered), and the
 * packages, written and sent as the prescriber through the P1 simulator, so they have P1's keys and
 * 4-digit codes; a later start's simulator knows them (its state is in its tables) and can print and
 * cancel them. Needs the Recepty feature; packages need the drug registry (their drugs are looked up
 * by name: a package whose drug the registry lacks is left out). Runs once.
 */
export async function seedDemoPrescriptions(
  db: DbOrTx,
  tenantId: number,
  options: { files: FileStore; keys?: Keys; now?: Date },
): Promise<void> {
  if (!(await isFeatureEnabled(db, tenantId, 'Recepty'))) return;
  const prescriber = await findPrescriber(db, tenantId);
  if (!prescriber) return;
  const now = options.now ?? new Date();
  const keys = options.keys ?? (await loadKeys(db, undefined));
  const caller = { tenantId, userId: prescriber.userId, permissions: new Set<never>() };
  await uploadTherapistCertificate(
    { db, files: options.files, keys, clock: at(now) },
    caller,
    { userid: prescriber.userId, password: DEMO_CERTIFICATE_PASSWORD, keepPassword: false },
    {
      fileName: `${DEMO_PRESCRIBER.userName}-demo.p12`,
      bytes: await makeDemoCertificate(prescriber.name, now, DEMO_CERTIFICATE_PASSWORD),
    },
  );
  const password = { password: DEMO_CERTIFICATE_PASSWORD, keepPassword: false };
  for (const demo of DEMO_PACKAGES) {
    const [patient] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.tenantId, tenantId),
          eq(clients.name, demo.patient[0]),
          eq(clients.surname, demo.patient[1]),
        ),
      );
    const recepty = await Promise.all(demo.items.map((rx) => prescriptionOf(db, rx)));
    if (!patient || recepty.some((r) => r === null)) continue;
    const when = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const clock = at(when);
    const deps: PrescriptionDeps = {
      db: db as Db,
      clock,
      keys,
      files: options.files,
      p1: createP1Simulator({ db: db as Db, drugs: drugLookup(db), clock, oidRoot: SIMULATOR_OID_ROOT }),
      // Nothing is texted here; the type asks for the wiring.
      sms: { mode: 'simulator', gateway: createSmsSimulator() },
    };
    const { id } = await createPackage(deps, caller, {
      client_id: patient.id,
      therapist_id: prescriber.therapistId,
      visit_id: null,
      recepty: recepty.map((r) => r!),
    });
    if (demo.outcome === 'new') continue;
    const refused = await sendPackage(deps, caller, { id, ...password });
    if (refused.length > 0) throw new Error(`Demo prescriptions refused by P1: ${refused.join('; ')}`);
    if (demo.outcome !== 'cancelledOne') continue;
    const sent = await getPackage(deps, caller, id);
    const last = sent.recepty.at(-1)!;
    await cancelPrescription(deps, caller, { pakiet_id: id, recepta_id: last.id, ...password });
  }
}
