import type { FastifyInstance } from 'fastify';
import { visitEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { listVisits } from './visit-calendar.ts';
import { listVisitHistory } from './visit-history.ts';
import { listRoomVisits } from './visit-rooms-calendar.ts';
import { currentVisits, nearVisits, pastVisits, searchVisits } from './visit-lists.ts';
import { toggleVisitSwitch } from './visit-toggles.ts';
import { changeVisitType } from './visit-type-change.ts';
import { checkVisitTimeStatus, getVisitDetails, getVisitForCaller } from './visits.queries.ts';
import {
  changeVisitStatus,
  undoCancelVisit,
  checkRegularVisit,
  createVisit,
  shiftVisit,
  updateVisit,
  type VisitDeps,
} from './visits.service.ts';

const READ = { access: 'Wizytownik_Wizyty' } as const;
const EDIT = { access: 'Wizytownik_Wizyty_Edycja' } as const;
const REOPEN = { access: 'Wizytownik_Wizyty_Otwarcie' } as const;
/**
 * The calendar, its lists and a visit's details (Wizytownik_Wizyty or My calendar) and the history
 * (also Wizytownik_Klienci): the service narrows the caller and refuses one with neither.
 */
const NARROWED = { access: 'authenticated' } as const;

export function visitsRoutes(app: FastifyInstance, deps: VisitDeps): void {
  const { db } = deps;
  route(app, e.create, EDIT, (input, r) => createVisit(deps, requireAuth(r), input));
  route(app, e.checkRegularVisit, EDIT, (input, r) => checkRegularVisit(db, requireAuth(r), input));
  route(app, e.get, NARROWED, (input, r) => getVisitForCaller(db, requireAuth(r), input.id));
  route(app, e.update, EDIT, (input, r) => updateVisit(deps, requireAuth(r), input));
  for (const calendar of [e.list, e.listPagination]) {
    route(app, calendar, NARROWED, (input, r) => listVisits(db, requireAuth(r), input));
  }
  route(app, e.listByRooms, READ, (input, r) => listRoomVisits(db, requireAuth(r), input));
  route(app, e.search, NARROWED, (input, r) => searchVisits(deps, requireAuth(r), input));
  route(app, e.history, NARROWED, (input, r) => listVisitHistory(deps, requireAuth(r), input));
  route(app, e.near, NARROWED, (input, r) => nearVisits(deps, requireAuth(r), input.cnt));
  route(app, e.current, NARROWED, (_input, r) => currentVisits(deps, requireAuth(r)));
  route(app, e.past, NARROWED, (_input, r) => pastVisits(deps, requireAuth(r)));
  route(app, e.shift, EDIT, (input, r) => shiftVisit(deps, requireAuth(r), input));
  route(app, e.checkTimeStatus, READ, (input, r) => checkVisitTimeStatus(db, requireAuth(r).tenantId, input));
  route(app, e.togglePresent, EDIT, (input, r) =>
    toggleVisitSwitch(deps, requireAuth(r), input.visitid, 'present'),
  );
  route(app, e.toggleNoSms, EDIT, (input, r) =>
    toggleVisitSwitch(deps, requireAuth(r), input.visitid, 'noSms'),
  );
  route(app, e.updateVisitType, EDIT, (input, r) => changeVisitType(deps, requireAuth(r), input));

  const status = (
    id: number,
    r: Parameters<typeof requireAuth>[0],
    action: 'confirm' | 'close' | 'reopen',
    sentOpinion = false,
  ) =>
    changeVisitStatus(deps, requireAuth(r), id, { action }, undefined, false, { sentOpinion }).then(() =>
      getVisitDetails(db, requireAuth(r).tenantId, id),
    );
  route(app, e.confirm, EDIT, (input, r) => status(input.id, r, 'confirm'));
  route(app, e.close, EDIT, (input, r) => status(input.id, r, 'close', input.sent_opinion));
  route(app, e.open, REOPEN, (input, r) => status(input.id, r, 'reopen'));
  route(app, e.cancel, EDIT, async (input, r) => {
    await changeVisitStatus(
      deps,
      requireAuth(r),
      input.id,
      { action: 'cancel', subtype: input.status_subtype as 1 | 2 | 3 | 4 },
      input.reason,
      input.andFollowing,
    );
    return true;
  });
  route(app, e.undoCancel, EDIT, async (input, r) => {
    const caller = requireAuth(r);
    const { smsUndoSeconds } = await loadSettingsRow(db, caller.tenantId);
    return undoCancelVisit(deps, caller, input.id, smsUndoSeconds);
  });
}
