import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VisitStatus } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { seedDemoCalendar } from '../../../test/demo-calendar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from '../icd/icd.import.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { DEMO_COURSES, seedDemoVisitCourses } from './visit-course.demo.ts';
import { visitConditions, visitCourses, visitProcedures } from './visit-course.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');

/** By start, then by id: the order the demo takes the visits in. */
const byStart = (a: { startTime: Date; id: number }, b: { startTime: Date; id: number }) =>
  a.startTime.getTime() - b.startTime.getTime() || a.id - b.id;

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  await loadIcdDictionariesIfEmpty(t.db, DEFAULT_ICD_DATA_DIR);
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t));
  await seedDemoCalendar(t.db, tenantId, NOW);
  const started = performance.now();
  await seedDemoVisitCourses(t.db, tenantId, NOW);
  // A handful of statements, whatever the month holds.
  expect(performance.now() - started).toBeLessThan(5_000);
}, 300_000);
afterAll(() => t.close());

it('gives the past closed and confirmed visits a course with real codes, one main diagnosis each', async () => {
  const all = await t.db.select().from(visits).where(eq(visits.tenantId, tenantId));
  const courses = await t.db.select().from(visitCourses).where(eq(visitCourses.tenantId, tenantId));
  const withCourse = new Set(courses.map((c) => c.visitId));
  const eligible = all.filter(
    (v) => v.endTime <= NOW && (v.status === VisitStatus.Closed || v.status === VisitStatus.Confirmed),
  );
  expect(eligible.length).toBeGreaterThan(50);
  expect([...withCourse].sort()).toEqual(eligible.map((v) => v.id).sort());
  for (const c of courses) expect(DEMO_COURSES.map((d) => d.process)).toContain(c.process);

  const procedures = await t.db
    .select({ visitId: visitProcedures.visitId, code: icd9Codes.code, active: icd9Codes.active })
    .from(visitProcedures)
    .innerJoin(icd9Codes, eq(icd9Codes.id, visitProcedures.icd9Id))
    .where(eq(visitProcedures.tenantId, tenantId));
  const conditions = await t.db
    .select({ visitId: visitConditions.visitId, code: icd10Codes.code, type: visitConditions.type })
    .from(visitConditions)
    .innerJoin(icd10Codes, eq(icd10Codes.id, visitConditions.icd10Id))
    .where(eq(visitConditions.tenantId, tenantId));
  // Every course's codes, all of them in the dictionaries.
  const expected9 = DEMO_COURSES.flatMap((d) => d.procedures.map(([code]) => code));
  const expected10 = DEMO_COURSES.flatMap((d) => d.conditions.map(([code]) => code));
  expect(new Set(procedures.map((p) => p.code))).toEqual(new Set(expected9));
  expect(new Set(conditions.map((c) => c.code))).toEqual(new Set(expected10));
  expect(procedures.every((p) => p.active && withCourse.has(p.visitId))).toBe(true);
  // The latest closed visit has no diagnosis yet (the P1 buffer's one refusal); the others one main.
  const undiagnosed = eligible
    .filter((v) => v.status === VisitStatus.Closed)
    .sort(byStart)
    .at(-1)!.id;
  for (const visitId of withCourse) {
    const own = conditions.filter((c) => c.visitId === visitId);
    expect(own.filter((c) => c.type === 1)).toHaveLength(visitId === undiagnosed ? 0 : 1);
  }
  // Nothing on coming or cancelled visits.
  const others = all.filter((v) => !withCourse.has(v.id)).map((v) => v.id);
  const stray = await t.db
    .select({ id: visitProcedures.id })
    .from(visitProcedures)
    .where(and(eq(visitProcedures.tenantId, tenantId), inArray(visitProcedures.visitId, others)));
  expect(stray).toEqual([]);
});

it("keeps one theme per patient, so a patient's visits have a like course to copy", async () => {
  const rows = await t.db
    .select({ clientId: visits.clientId, process: visitCourses.process })
    .from(visitCourses)
    .innerJoin(visits, eq(visits.id, visitCourses.visitId))
    .where(eq(visitCourses.tenantId, tenantId));
  const byPatient = new Map<number, Set<string | null>>();
  for (const r of rows) byPatient.set(r.clientId, (byPatient.get(r.clientId) ?? new Set()).add(r.process));
  expect([...byPatient.values()].every((s) => s.size === 1)).toBe(true);
  expect(new Set(rows.map((r) => r.process)).size).toBeGreaterThan(3);
});
