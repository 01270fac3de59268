import { and, asc, eq } from 'drizzle-orm';
import { SaveTherapistInput } from '@wizytownik/contracts';
import { SIMULATED_ESTATE } from '../../integrations/znany-lekarz/simulator.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { setZnanyLekarzEnabled } from '../company-settings/company-settings.service.ts';
import { addTherapistGroup, getTherapistGroups } from '../company-settings/therapist-groups.service.ts';
import { DEMO_THERAPISTS } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { saveTherapist } from './therapists.service.ts';
import { therapists } from './therapists.tables.ts';
import { insertVisitType } from './visit-types.service.ts';

const MORNING = { timeStart: '08:00', timeEnd: '16:00' };
const AFTERNOON = { timeStart: '12:00', timeEnd: '20:00' };
const CONSULTATION = { nazwa: 'Konsultacja', dlugosc_wizyty: 50, cena: 20000 };
const THERAPY = { nazwa: 'Terapia indywidualna', dlugosc_wizyty: 50, cena: 18000 };
const PHYSIO = { nazwa: 'Fizjoterapia', dlugosc_wizyty: 45, cena: 15000 };
const MASSAGE = { nazwa: 'Masaż leczniczy', dlugosc_wizyty: 30, cena: 12000 };

/** Per demo therapist (in DEMO_THERAPISTS order): group, which days start in the afternoon, visit types. */
const PLAN = [
  { group: 'Psycholodzy', afternoonDays: [2, 4], types: [CONSULTATION, THERAPY] },
  { group: 'Fizjoterapeuci', afternoonDays: [1, 3, 5], types: [CONSULTATION, PHYSIO, MASSAGE] },
  { group: 'Psycholodzy', afternoonDays: [], types: [CONSULTATION, THERAPY] },
  { group: 'Fizjoterapeuci', afternoonDays: [1, 2, 3, 4, 5], types: [PHYSIO, MASSAGE] },
  { group: 'Psycholodzy', afternoonDays: [3], types: [CONSULTATION, THERAPY] },
  { group: 'Fizjoterapeuci', afternoonDays: [5], types: [CONSULTATION, PHYSIO] },
] as const;

/** The company step's group of that name; made here when the demo runs without it. */
async function groupId(db: DbOrTx, tenantId: number, name: string): Promise<number> {
  const found = (await getTherapistGroups(db, tenantId)).find((g) => g.name === name);
  return (found ?? (await addTherapistGroup(db, tenantId, { name }))).id;
}

/** The marketplace simulator's doctor of the same surname, so the demo shows linked therapists. */
const simulatedDoctorOf = (surname: string) =>
  SIMULATED_ESTATE.flatMap((f) => f.doctors).find((d) => d.surname === surname)?.id ?? null;

/**
 * After the users step: phone, group, a Mon–Fri schedule and visit types for each demo therapist, and
 * the link to a marketplace doctor (the integration is on in the demo; the simulator answers).
 */
export async function seedDemoTherapists(db: DbOrTx, tenantId: number): Promise<void> {
  await setZnanyLekarzEnabled(db, tenantId, true);
  for (const [i, demo] of DEMO_THERAPISTS.entries()) {
    const plan = PLAN[i]!;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.userName, demo.userName)));
    if (!user) continue;
    const saved = await saveTherapist(
      db,
      tenantId,
      SaveTherapistInput.parse({
        userID: user.id,
        phone: `+4860010${String(i + 1).padStart(4, '0')}`,
        visitTime: 50,
        rate: 18000,
        color: demo.color,
        znanyLekarzId: simulatedDoctorOf(demo.surname),
        groupId: await groupId(db, tenantId, plan.group),
        schedules: [1, 2, 3, 4, 5].map((day) => ({
          day,
          isEnabled: true,
          ...((plan.afternoonDays as readonly number[]).includes(day) ? AFTERNOON : MORNING),
        })),
      }),
    );
    for (const type of plan.types) {
      await insertVisitType(
        db,
        { tenantId, seesCommission: true },
        {
          terapeuta_id: saved.therapistID,
          ...type,
          aktywna: true,
          domyslny_kod_icd9: null,
          domyslny_kod_icd9_opis: null,
          prowizja_procent: 40,
        },
      );
    }
  }
}

/** The ids of the clinic's active therapists, oldest first: later demo steps pick by position. */
export async function demoTherapistIds(db: DbOrTx, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.isActive, true)))
    .orderBy(asc(therapists.id));
  return rows.map((r) => r.id);
}
