import { and, asc, eq } from 'drizzle-orm';
import { SaveTherapistInput } from '@wizytownik/contracts';
import { SIMULATED_ESTATE } from '../../integrations/znany-lekarz/simulator.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { setZnanyLekarzEnabled } from '../company-settings/company-settings.service.ts';
import { addTherapistGroup, getTherapistGroups } from '../company-settings/therapist-groups.service.ts';
import { getOrganizationalUnits } from '../company-settings/units.service.ts';
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

/*
 * What P1 needs of each demo therapist (the visits' medical events, 'Weryfikuj dane P1'): a profession,
 * a PWZ (7 digits whose first is the check digit of the rest, isValidPwz, as the therapist form asks of
 * every profession), the unit they report under, and a doctor's medical chamber.
 */
const PSYCHOLOGIST = { profession: 'PSYCH', unit: 'Poradnia rehabilitacyjna', chamber: null };
const PHYSIOTHERAPIST = { profession: 'FIZJO', unit: 'Pracownia fizjoterapii', chamber: null };
/** The demo prescriber (prescriptions.demo.ts): a rehabilitation doctor among the physiotherapists. */
export const DEMO_DOCTOR_P1 = {
  profession: 'LEK',
  pwz: '1345678',
  unit: 'Poradnia rehabilitacyjna',
  chamber: 'OIL-KRA',
} as const;

/**
 * Per demo therapist (in DEMO_THERAPISTS order): group, which days start in the afternoon, visit
 * types, P1's data.
 */
const PLAN = [
  {
    group: 'Psycholodzy',
    afternoonDays: [2, 4],
    types: [CONSULTATION, THERAPY],
    p1: { ...PSYCHOLOGIST, pwz: '2234567' },
  },
  {
    group: 'Fizjoterapeuci',
    afternoonDays: [1, 3, 5],
    types: [CONSULTATION, PHYSIO, MASSAGE],
    p1: { ...PHYSIOTHERAPIST, pwz: '8381726' },
  },
  {
    group: 'Psycholodzy',
    afternoonDays: [],
    types: [CONSULTATION, THERAPY],
    p1: { ...PSYCHOLOGIST, pwz: '8627384' },
  },
  {
    group: 'Fizjoterapeuci',
    afternoonDays: [1, 2, 3, 4, 5],
    types: [PHYSIO, MASSAGE],
    p1: { ...PHYSIOTHERAPIST, pwz: '1213546' },
  },
  {
    group: 'Psycholodzy',
    afternoonDays: [3],
    types: [CONSULTATION, THERAPY],
    p1: { ...PSYCHOLOGIST, pwz: '2473829' },
  },
  { group: 'Fizjoterapeuci', afternoonDays: [5], types: [CONSULTATION, PHYSIO], p1: DEMO_DOCTOR_P1 },
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
 * After the users step (and the company's, whose organizational units the P1 data names): phone,
 * group, a Mon–Fri schedule, visit types and P1's data for each demo therapist, and the link to a
 * marketplace doctor (the integration is on in the demo; the simulator answers).
 */
export async function seedDemoTherapists(db: DbOrTx, tenantId: number): Promise<void> {
  await setZnanyLekarzEnabled(db, tenantId, true);
  const units = await getOrganizationalUnits(db, tenantId);
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
        plMedicalProfession: plan.p1.profession,
        pwz: plan.p1.pwz,
        medicalChamberCode: plan.p1.chamber,
        mainOrganizationalUnitID: units.find((u) => u.nazwa === plan.p1.unit)?.id ?? null,
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
