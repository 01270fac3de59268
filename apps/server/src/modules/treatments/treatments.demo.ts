import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { users } from '../users/users.tables.ts';
import { insertCategory, insertSubtype, insertTreatment } from './treatments.service.ts';

interface DemoTreatment {
  readonly nazwa: string;
  /** Grosze. */
  readonly cena: number;
  readonly dlugoscWizyty: number;
  readonly aktywny?: boolean;
  readonly podtypy?: readonly { nazwa: string; dlugoscWizyty: number; aktywny?: boolean }[];
}

/** The demo physiotherapy practice's treatments, by category (prices in grosze, lengths in minutes). */
export const DEMO_TREATMENTS: Readonly<Record<string, readonly DemoTreatment[]>> = {
  Fizykoterapia: [
    {
      nazwa: 'Laseroterapia',
      cena: 40_00,
      dlugoscWizyty: 10,
      podtypy: [
        { nazwa: 'jedno pole', dlugoscWizyty: 0 },
        { nazwa: 'dwa pola', dlugoscWizyty: 20 },
      ],
    },
    { nazwa: 'Magnetoterapia', cena: 30_00, dlugoscWizyty: 20 },
    {
      nazwa: 'Krioterapia',
      cena: 35_00,
      dlugoscWizyty: 5,
      podtypy: [
        { nazwa: 'miejscowa', dlugoscWizyty: 0 },
        { nazwa: 'ogólnoustrojowa', dlugoscWizyty: 10, aktywny: false },
      ],
    },
    { nazwa: 'Elektroterapia (TENS)', cena: 30_00, dlugoscWizyty: 15 },
    { nazwa: 'Diatermia krótkofalowa', cena: 30_00, dlugoscWizyty: 15, aktywny: false },
  ],
  'Terapia manualna i masaż': [
    {
      nazwa: 'Masaż leczniczy',
      cena: 120_00,
      dlugoscWizyty: 30,
      podtypy: [
        { nazwa: 'częściowy 20 min', dlugoscWizyty: 20 },
        { nazwa: 'całościowy 40 min', dlugoscWizyty: 40 },
      ],
    },
    { nazwa: 'Terapia manualna', cena: 180_00, dlugoscWizyty: 45 },
    { nazwa: 'Drenaż limfatyczny', cena: 150_00, dlugoscWizyty: 40 },
  ],
};

/**
 * The demo clinic's treatments in two categories, some with subtypes, one inactive treatment and one
 * inactive subtype (the pickers show them disabled); only when the clinic has the Fizykoterapia
 * feature. By the clinic's first user (its admin), so the audit log names who set them up.
 */
export async function seedDemoTreatments(db: DbOrTx, tenantId: number): Promise<void> {
  if (!(await isFeatureEnabled(db, tenantId, 'Fizykoterapia'))) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  const caller = { tenantId, userId: admin.id };
  for (const [category, list] of Object.entries(DEMO_TREATMENTS)) {
    const { id: kategoriaId } = await insertCategory(db, caller, { nazwa: category });
    for (const { podtypy = [], aktywny = true, ...treatment } of list) {
      const { id: zabiegId } = await insertTreatment(db, caller, {
        ...treatment,
        aktywny,
        kategoriaId,
        additionalOutpostId: null,
      });
      for (const { nazwa, dlugoscWizyty, aktywny: active = true } of podtypy) {
        await insertSubtype(db, caller, { zabiegId, nazwa, dlugoscWizyty, aktywny: active });
      }
    }
  }
}
