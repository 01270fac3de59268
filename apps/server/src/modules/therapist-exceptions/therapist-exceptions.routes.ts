import type { FastifyInstance } from 'fastify';
import { therapistExceptionEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { getTherapistsForBreaks } from './break-therapists.service.ts';
import {
  addTherapistBreaks,
  deleteTherapistBreak,
  getTherapistBreaks,
  updateTherapistBreak,
} from './breaks.service.ts';
import {
  addTherapistHoliday,
  deleteTherapistHoliday,
  getHolidays,
  updateTherapistHoliday,
} from './leaves.service.ts';
import {
  addAdditionalOpenDay,
  deleteAdditionalOpenDay,
  getAdditionalOpenDays,
  getCalendarAdditionalOpenDays,
  updateAdditionalOpenDay,
} from './open-days.service.ts';
import { addTherapistShortBreak, deleteTherapistShortBreak, getShortBreaks } from './quick-breaks.service.ts';

/**
 * Reads and quick breaks take one of two permissions, which the route helper cannot express: they are
 * declared `authenticated` and the services check the pair.
 */
export function therapistExceptionsRoutes(app: FastifyInstance, db: DbOrTx): void {
  const signedIn = { access: 'authenticated' } as const;
  const editor = { access: 'Wizytownik_Terapeuci_Edycja' } as const;
  const tenant = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

  route(app, e.getTherapistBreaks, signedIn, (input, r) =>
    getTherapistBreaks(db, requireAuth(r), input.therapistId),
  );
  route(app, e.addTherapistBreaks, editor, (input, r) => addTherapistBreaks(db, tenant(r), input));
  route(app, e.updateTherapistBreak, editor, (input, r) => updateTherapistBreak(db, tenant(r), input));
  route(app, e.deleteTherapistBreak, editor, (input, r) => deleteTherapistBreak(db, tenant(r), input.id));

  route(app, e.getHolidays, signedIn, (input, r) => getHolidays(db, requireAuth(r), input.therapistId));
  route(app, e.addTherapistHoliday, editor, (input, r) => addTherapistHoliday(db, tenant(r), input));
  route(app, e.updateTherapistHoliday, editor, (input, r) => updateTherapistHoliday(db, tenant(r), input));
  route(app, e.deleteTherapistHoliday, editor, (input, r) => deleteTherapistHoliday(db, tenant(r), input.id));

  route(app, e.getShortBreaks, signedIn, (input, r) => getShortBreaks(db, requireAuth(r), input));
  route(app, e.addTherapistShortBreak, signedIn, (input, r) =>
    addTherapistShortBreak(db, requireAuth(r), input),
  );
  route(app, e.deleteTherapistShortBreak, signedIn, (input, r) =>
    deleteTherapistShortBreak(db, requireAuth(r), input.id),
  );

  route(app, e.getAdditionalOpenDays, signedIn, (input, r) =>
    getAdditionalOpenDays(db, requireAuth(r), input),
  );
  route(app, e.addAdditionalOpenDay, editor, (input, r) => addAdditionalOpenDay(db, tenant(r), input));
  route(app, e.updateAdditionalOpenDay, editor, (input, r) => updateAdditionalOpenDay(db, tenant(r), input));
  route(app, e.deleteAdditionalOpenDay, editor, (input, r) =>
    deleteAdditionalOpenDay(db, tenant(r), input.id),
  );
  // The calendar of every signed-in user shows when therapists work extra.
  route(app, e.getCalendarAdditionalOpenDays, signedIn, (input, r) =>
    getCalendarAdditionalOpenDays(db, requireAuth(r), input),
  );

  route(app, e.getTherapistsForBreaks, signedIn, (_input, r) => getTherapistsForBreaks(db, requireAuth(r)));
}
