import {
  visitCourseEndpoints as c,
  type TherapistPreviousVisit,
  type TherapistVisitDetails,
  type VisitCondition,
  type VisitCourse,
  type VisitProcedure,
} from '@wizytownik/contracts';
import { conditionTypeAllowed } from '@wizytownik/domain';
import { beforeAll } from 'vitest';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';

export { c as courseEndpoints };

/** ProseMirror measures the page to place a click; jsdom lays nothing out (as in RichTextEditor.test). */
export function allowRichTextTyping() {
  beforeAll(() => {
    document.elementFromPoint = () => null;
    Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
}

export const KNEE: VisitProcedure = {
  id: 1,
  icd9_code: '93.11',
  description: null,
  opis: 'Ćwiczenia czynne',
};
export const MAIN: VisitCondition = {
  id: 7,
  icd10_code: 'M17',
  description: null,
  type: 1,
  opis_icd: 'Choroba zwyrodnieniowa stawu kolanowego',
};
export const CONCURRENT: VisitCondition = {
  ...MAIN,
  id: 8,
  icd10_code: 'I10',
  type: 2,
  opis_icd: 'Nadciśnienie',
};

export function courseOf(visitId: number, overrides: Partial<VisitCourse> = {}): VisitCourse {
  return {
    visitId,
    process: '<p>Masaż</p>',
    recognition: null,
    recommendations: null,
    notesForReception: null,
    procedures: [KNEE],
    conditions: [],
    readOnly: false,
    readOnlyReason: null,
    ...overrides,
  };
}

/**
 * A fake of the course calls over one visit's course kept in memory: the lists and texts change as
 * the server changes them (a second main diagnosis is refused as it refuses it), so that a screen
 * reads back what it did. `fail` makes the named calls fail with the server's message.
 */
export function courseServer(start: VisitCourse, fail: Partial<Record<keyof typeof c, string>> = {}) {
  let course = start;
  let nextId = 100;
  const failed = (name: keyof typeof c) => {
    const message = fail[name];
    return message === undefined ? null : failure(400, message);
  };
  const details = (): TherapistVisitDetails => ({
    clientName: 'Anna',
    clientSurname: 'Kowalska',
    client_id: 12,
    patientId: 12,
    pesel: '02070803628',
    phone: '+48601222333',
    clientBirthDate: '2002-07-08',
    representativeName: null,
    therapistAssigned: 'Piotr Wiśniewski',
    therapistId: 3,
    zabiegId: null,
    zabiegNazwa: null,
    zabiegPodtypId: null,
    podTypZabieguNazwa: null,
    typyWizytTerapeuty: [],
    typWizytyTerapeutyId: null,
    visitNotes: '<p>Ból <b>kolana</b></p>',
    startTime: '2026-03-10T09:00:00+00:00',
    endTime: '2026-03-10T09:30:00+00:00',
    status: course.readOnly ? 3 : 1,
    statusSubtype: 0,
    cancelReason: null,
    ...course,
    latestVisitId: null,
    latestVisitStartTime: null,
    latestProcess: null,
    latestRecoginition: null,
    latestRecommendations: null,
    latestProcedures: [],
    latestConditions: [],
  });
  const routes = (previous: TherapistPreviousVisit | null = null): FakeRoute[] => [
    on(c.getProcess, () => ok(course)),
    on(c.therapistDetails, () => ok(details())),
    on(c.therapistPreviousVisit, () => ok(previous)),
    on(c.updateProcess, (r) => {
      const refused = failed('updateProcess');
      if (refused) return refused;
      const body = r.body as Partial<VisitCourse>;
      course = { ...course, ...body };
      return ok(course);
    }),
    on(c.addProcedure, (r) => {
      const refused = failed('addProcedure');
      if (refused) return refused;
      const body = r.body as { icd9_code: string; description: string | null };
      const added = {
        id: nextId++,
        icd9_code: body.icd9_code,
        description: body.description,
        opis: `ICD-9 ${body.icd9_code}`,
      };
      course = { ...course, procedures: [...course.procedures, added] };
      return ok(added);
    }),
    on(c.deleteProcedure, (r) => {
      const refused = failed('deleteProcedure');
      if (refused) return refused;
      const id = Number(r.query.get('id'));
      course = { ...course, procedures: course.procedures.filter((p) => p.id !== id) };
      return ok(null);
    }),
    on(c.addCondition, (r) => {
      const body = r.body as { icd10_code: string; description: string | null; type: number };
      const refused = failed('addCondition');
      if (refused) return refused;
      if (!conditionTypeAllowed(course.conditions, body.type)) {
        return failure(400, 'Wizyta ma już rozpoznanie zasadnicze.');
      }
      const added = { id: nextId++, ...body, opis_icd: `ICD-10 ${body.icd10_code}` };
      course = { ...course, conditions: [...course.conditions, added] };
      return ok(added);
    }),
    on(c.deleteCondition, (r) => {
      const refused = failed('deleteCondition');
      if (refused) return refused;
      const id = Number(r.query.get('id'));
      course = { ...course, conditions: course.conditions.filter((x) => x.id !== id) };
      return ok(null);
    }),
    // The previous visit had recommendations and a concurrent diagnosis; an empty text takes them.
    on(c.copyPreviousCourse, () => {
      course = {
        ...course,
        recommendations: course.recommendations ?? '<p>Z poprzedniej wizyty</p>',
        conditions: [...course.conditions, { ...CONCURRENT, id: nextId++ }],
      };
      return ok(course);
    }),
  ];
  return { routes, current: () => course };
}
