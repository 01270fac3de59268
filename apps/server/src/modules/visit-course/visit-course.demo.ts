import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { VisitStatus } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { findIcd10Codes, findIcd9Codes } from '../icd/icd.service.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { seedVisitCourses, type SeededCourse } from './visit-course.service.ts';

/** A course the demo's therapists write: texts, ICD-9-PL procedures, ICD-10 diagnoses (the first main). */
interface DemoCourse {
  readonly process: string;
  readonly recognition: string;
  readonly recommendations: string;
  readonly procedures: readonly (readonly [code: string, description: string | null])[];
  readonly conditions: readonly (readonly [code: string, description: string | null])[];
}

/** Real codes of the dictionaries (ICD-9-PL 93.x physiotherapy, 94.3x psychotherapy; ICD-10 M, G, F). */
export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    process: '<p>Mobilizacja odcinka lędźwiowego kręgosłupa, ćwiczenia czynne w odciążeniu.</p>',
    recognition: '<p>Ból okolicy lędźwiowo-krzyżowej, skłon w przód ograniczony bólem.</p>',
    recommendations: '<p>Ćwiczenia rozciągające codziennie rano.</p><p>Unikać dźwigania.</p>',
    procedures: [
      ['93.1503', 'L4–S1'],
      ['93.1205', null],
    ],
    conditions: [['M54.5', 'Od trzech tygodni, nasila się wieczorem.']],
  },
  {
    process: '<p>Mobilizacja odcinka szyjnego, ćwiczenia izometryczne mięśni karku.</p>',
    recognition: '<p>Zespół szyjno-barkowy z napięciowymi bólami głowy.</p>',
    recommendations: '<p>Przerwy w pracy przy komputerze co godzinę, ćwiczenia karku.</p>',
    procedures: [
      ['93.1501', null],
      ['93.1301', 'Mięśnie karku'],
    ],
    conditions: [
      ['M53.1', null],
      ['G44.2', 'Kilka razy w tygodniu.'],
    ],
  },
  {
    process: '<p>Mobilizacja stawu ramiennego, ćwiczenia izotoniczne z taśmą.</p>',
    recognition: '<p>Zespół czepca ścięgnisto-mięśniowego barku prawego, unoszenie do 100°.</p>',
    recommendations: '<p>Ćwiczenia z taśmą dwa razy dziennie, bez bólu.</p>',
    procedures: [
      ['93.1602', 'Bark prawy'],
      ['93.1304', null],
    ],
    conditions: [['M75.1', 'Bark prawy.']],
  },
  {
    process: '<p>Ćwiczenia czynne wolne kończyny dolnej, hydromasaż segmentarny.</p>',
    recognition: '<p>Gonartroza kolana lewego, obrzęk niewielki.</p>',
    recommendations: '<p>Rower stacjonarny 15 minut dziennie, redukcja masy ciała.</p>',
    procedures: [
      ['93.1202', null],
      ['93.3309', 'Kolano lewe'],
    ],
    conditions: [['M17.1', 'Kolano lewe.']],
  },
  {
    process: '<p>Rozmowa terapeutyczna, nauka treningu autogennego.</p>',
    recognition: '<p>Zaburzenia lękowe uogólnione, trudności z zasypianiem.</p>',
    recommendations: '<p>Trening autogenny wieczorem, dzienniczek myśli.</p>',
    procedures: [['94.335', null]],
    conditions: [['F41.1', null]],
  },
  {
    process: '<p>Trening behawioralny: planowanie aktywności na kolejny tydzień.</p>',
    recognition: '<p>Epizod depresji łagodny, obniżony napęd.</p>',
    recommendations: '<p>Codzienny spacer, trzy zaplanowane przyjemne aktywności w tygodniu.</p>',
    procedures: [['94.332', null]],
    conditions: [
      ['F32.0', null],
      ['F41.2', null],
    ],
  },
];

/**
 * After the visits: the past closed and confirmed visits get the course their therapist wrote, one
 * theme per patient (so 'Skopiuj z poprzedniej wizyty' has a like course to copy). The procedures and
 * diagnoses come only when the ICD dictionaries are loaded (codes missing from them are left out); the
 * texts always. The latest closed visit's therapist has not given the diagnosis yet, so the P1 buffer
 * shows one medical event P1 refuses ('Wizyta nie ma rozpoznania ICD-10.') among the sent ones. A
 * handful of statements whatever the number of visits.
 */
export async function seedDemoVisitCourses(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const past = await db
    .select({ id: visits.id, clientId: visits.clientId, userId: therapists.userId, status: visits.status })
    .from(visits)
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .where(
      and(
        eq(visits.tenantId, tenantId),
        lte(visits.endTime, now),
        inArray(visits.status, [VisitStatus.Closed, VisitStatus.Confirmed]),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
  if (past.length === 0) return;
  const codes9 = new Map(
    (
      await findIcd9Codes(
        db,
        DEMO_COURSES.flatMap((c) => c.procedures.map(([code]) => code)),
      )
    )
      .filter((c) => c.active)
      .map((c) => [c.code, c.id]),
  );
  const codes10 = new Map(
    (
      await findIcd10Codes(
        db,
        DEMO_COURSES.flatMap((c) => c.conditions.map(([code]) => code)),
      )
    )
      .filter((c) => c.active)
      .map((c) => [c.code, c.id]),
  );
  const undiagnosed = past.findLast((v) => v.status === VisitStatus.Closed)?.id;
  const courses = past.map((v): SeededCourse => {
    const course = DEMO_COURSES[v.clientId % DEMO_COURSES.length]!;
    const conditions = (v.id === undiagnosed ? [] : course.conditions).flatMap(([code, description]) => {
      const icd10Id = codes10.get(code);
      return icd10Id ? [{ icd10Id, description }] : [];
    });
    return {
      visitId: v.id,
      userId: v.userId,
      texts: {
        process: course.process,
        recognition: course.recognition,
        recommendations: course.recommendations,
      },
      procedures: course.procedures.flatMap(([code, description]) => {
        const icd9Id = codes9.get(code);
        return icd9Id ? [{ icd9Id, description }] : [];
      }),
      conditions: conditions.map((c, i) => ({ ...c, type: i === 0 ? (1 as const) : (2 as const) })),
    };
  });
  await seedVisitCourses(db, tenantId, courses);
}
