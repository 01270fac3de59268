import type { FastifyInstance } from 'fastify';
import { visitEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { checkVisitTimeStatus, getVisitDetails, listVisits } from './visits.queries.ts';
import { changeVisitStatus, createVisit, shiftVisit, updateVisit, type VisitDeps } from './visits.service.ts';

const READ = { access: 'Wizytownik_Wizyty' } as const;
const EDIT = { access: 'Wizytownik_Wizyty_Edycja' } as const;
const REOPEN = { access: 'Wizytownik_Wizyty_Otwarcie' } as const;
/** The calendar or My calendar; the service narrows My calendar to the caller's own visits. */
const CALENDAR = { access: 'authenticated' } as const;

export function visitsRoutes(app: FastifyInstance, deps: VisitDeps): void {
  const { db } = deps;
  route(app, e.create, EDIT, (input, r) => createVisit(deps, requireAuth(r), input));
  route(app, e.get, READ, (input, r) => getVisitDetails(db, requireAuth(r).tenantId, input.id));
  route(app, e.update, EDIT, (input, r) => updateVisit(deps, requireAuth(r), input));
  route(app, e.list, CALENDAR, (input, r) => listVisits(db, requireAuth(r), input));
  route(app, e.shift, EDIT, (input, r) => shiftVisit(deps, requireAuth(r), input));
  route(app, e.checkTimeStatus, READ, (input, r) => checkVisitTimeStatus(db, requireAuth(r).tenantId, input));

  const status = (id: number, r: Parameters<typeof requireAuth>[0], action: 'confirm' | 'close' | 'reopen') =>
    changeVisitStatus(deps, requireAuth(r), id, { action }).then(() =>
      getVisitDetails(db, requireAuth(r).tenantId, id),
    );
  route(app, e.confirm, EDIT, (input, r) => status(input.id, r, 'confirm'));
  route(app, e.close, EDIT, (input, r) => status(input.id, r, 'close'));
  route(app, e.open, REOPEN, (input, r) => status(input.id, r, 'reopen'));
  route(app, e.cancel, EDIT, async (input, r) => {
    await changeVisitStatus(
      deps,
      requireAuth(r),
      input.id,
      { action: 'cancel', subtype: input.status_subtype as 1 | 2 | 3 | 4 },
      input.reason,
    );
    return true;
  });
}
