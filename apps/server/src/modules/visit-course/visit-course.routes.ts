import type { FastifyInstance } from 'fastify';
import { visitCourseEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  addVisitCondition,
  addVisitProcedure,
  copyPreviousVisitCourse,
  deleteVisitCondition,
  deleteVisitProcedure,
  EDIT_COURSE,
  getTherapistPreviousVisit,
  getTherapistVisitDetails,
  getVisitCourse,
  updateVisitProcess,
  type VisitCourseDeps,
} from './visit-course.service.ts';

const EDIT = { access: EDIT_COURSE } as const;
/** The reads: the course permission or the visit's own therapist (the service decides). */
const READ = { access: 'authenticated' } as const;

export function visitCourseRoutes(app: FastifyInstance, deps: VisitCourseDeps): void {
  const { db } = deps;
  route(app, e.getProcess, READ, (input, r) => getVisitCourse(db, requireAuth(r), input.id));
  route(app, e.therapistDetails, READ, (input, r) => getTherapistVisitDetails(db, requireAuth(r), input.id));
  route(app, e.therapistPreviousVisit, READ, (input, r) =>
    getTherapistPreviousVisit(db, requireAuth(r), input.id),
  );
  route(app, e.updateProcess, EDIT, (input, r) => updateVisitProcess(deps, requireAuth(r), input));
  route(app, e.addProcedure, EDIT, (input, r) => addVisitProcedure(db, requireAuth(r), input));
  route(app, e.deleteProcedure, EDIT, (input, r) => deleteVisitProcedure(db, requireAuth(r), input.id));
  route(app, e.addCondition, EDIT, (input, r) => addVisitCondition(db, requireAuth(r), input));
  route(app, e.deleteCondition, EDIT, (input, r) => deleteVisitCondition(db, requireAuth(r), input.id));
  route(app, e.copyPreviousCourse, EDIT, (input, r) =>
    copyPreviousVisitCourse(deps, requireAuth(r), input.id),
  );
}
