import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { OPENSSL_FIXTURES } from '../../../test/certificates/make-pkcs12.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import type { Keys } from '../../platform/security/keys.ts';
import { uploadTherapistCertificate } from '../therapists/therapist-certificate.service.ts';
import { therapistCertificates } from '../therapists/therapist-certificate.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { PACKS_FILE, PRODUCTS_FILE } from './drugs.import.ts';

export const PRODUCTS_HEADER = 'id,nazwa,moc,postac,kategoria_dostepnosci,substancje,atc,podmiot';
export const PACKS_HEADER = 'id,produkt_id,opis_opakowania,gtin,skasowane';

/**
 * A small registry in the files' format (../shared/data README §3): names with Polish letters and
 * upper case, a quoted strength, a product whose only pack is withdrawn, one with no pack at all, a
 * Rpw product and one with mixed categories.
 */
export const PRODUCTS = [
  PRODUCTS_HEADER,
  '100006494,Apap,500 mg,Tabletki powlekane,OTC,Paracetamolum,N02BE01,',
  '100006495,Apap Extra,500 mg + 65 mg,Tabletki powlekane,OTC,Paracetamolum; Coffeinum,N02BE51,',
  '100014861,Clexane,"2000 j.m. (20 mg)/0,2 ml",Roztwór do wstrzykiwań,Rp,Enoxaparinum natricum,B01AB05,',
  '100000936,Xanax SR,"0,5 mg",Tabletki o przedłużonym uwalnianiu,Rp,Alprazolamum,N05BA12,',
  '100000937,Żelazo Forte,80 mg,Tabletki,OTC; Rp,Ferrosi sulfas,B03AA07,',
  '100000938,ŁAGODNY ŚRODEK,-,Syrop,Rp,Paracetamolum,N02BE01,',
  '100000939,Morphini Sulfas,10 mg,Roztwór do wstrzykiwań,Rpw,Morphini sulfas,N02AA01,',
  '100000940,Paracetamol Wycofany,500 mg,Tabletki,OTC,Paracetamolum,N02BE01,',
  '100000941,Paracetamol Nowy,1 g,Tabletki,,Paracetamolum,N02BE01,',
];

export const PACKS = [
  PACKS_HEADER,
  '1,100006494,12 tabl.,05909990296026,0',
  '2,100006494,24 tabl.,05909990296033,0',
  '3,100006494,50 tabl.,05909990296040,1',
  '4,100006495,10 tabl.,05909990296057,0',
  '5,100014861,"2 amp.-strzyk. 0,2 ml",05909990960132,0',
  '6,100000936,30 tabl.,05909990960149,0',
  '7,100000937,30 tabl.,05909990960156,0',
  '8,100000938,1 butelka 100 ml,05909990960163,0',
  '9,100000939,10 amp. 1 ml,05909990960170,0',
  '10,100000940,20 tabl.,05909990960187,1',
];

/** A directory with the two files, each given as its lines (LF, a final line break); null leaves one out. */
export function drugRegistryDir(
  products: readonly string[] | null = PRODUCTS,
  packs: readonly string[] | null = PACKS,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'wz-rpl-'));
  if (products) writeFileSync(join(dir, PRODUCTS_FILE), `${products.join('\n')}\n`);
  if (packs) writeFileSync(join(dir, PACKS_FILE), `${packs.join('\n')}\n`);
  return dir;
}

/** Makes the user's therapist row a prescribing one ('LEK') or another profession, active or not. */
export async function setTherapistProfession(
  db: DbOrTx,
  userId: number,
  profession: string | null,
  isActive = true,
): Promise<number> {
  const [row] = await db
    .update(therapists)
    .set({ plMedicalProfession: profession, isActive })
    .where(eq(therapists.userId, userId))
    .returning({ id: therapists.id });
  return row!.id;
}

/** Forgets the therapist's certificate (as if never uploaded). */
export async function removeCertificate(db: DbOrTx, therapistId: number): Promise<void> {
  await db.delete(therapistCertificates).where(eq(therapistCertificates.therapistId, therapistId));
}

/** Uploads a PKCS#12 file (without its password: stored unverified) as the therapist's certificate. */
export async function giveCertificate(
  t: { db: Db; keys: Keys; clock: Clock; filesDir: string },
  tenantId: number,
  userId: number,
): Promise<void> {
  const name = OPENSSL_FIXTURES.rsaAes256.file;
  const bytes = readFileSync(new URL(`../../../test/certificates/${name}`, import.meta.url));
  await uploadTherapistCertificate(
    { db: t.db, keys: t.keys, clock: t.clock, files: createFileStore(t.filesDir) },
    { tenantId, userId, permissions: new Set() },
    { userid: userId, keepPassword: false, password: '' },
    { bytes, fileName: name },
  );
}
