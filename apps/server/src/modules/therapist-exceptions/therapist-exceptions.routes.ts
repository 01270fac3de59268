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

/** Spec 002 §6: the therapist screens or the quick-break screen (/przerwy) read breaks, leave and open days. */
const reader = { access: ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Przerwy'] } as const;
/** Therapist editing changes breaks, leave and open days (spec 002 §6). */
const editor = { access: 'Wizytownik_Terapeuci_Edycja' } as const;
/** Quick breaks: the reception's own permission, or therapist editing (spec 000, 002 §6). */
const quickBreakEditor = { access: ['Wizytownik_Terapeuci_Przerwy', 'Wizytownik_Terapeuci_Edycja'] } as const;

export function therapistExceptionsRoutes(app: FastifyInstance, db: DbOrTx): void {
  const signedIn = { access: 'authenticated' } as const;
  const tenant = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

  route(app, e.getTherapistBreaks, reader, (input, r) =>
    getTherapistBreaks(db, tenant(r), input.therapistId),
  );
  route(app, e.addTherapistBreaks, editor, (input, r) => addTherapistBreaks(db, tenant(r), input));
  route(app, e.updateTherapistBreak, editor, (input, r) => updateTherapistBreak(db, tenant(r), input));
  route(app, e.deleteTherapistBreak, editor, (input, r) => deleteTherapistBreak(db, tenant(r), input.id));

  route(app, e.getHolidays, reader, (input, r) => getHolidays(db, tenant(r), input.therapistId));
  route(app, e.addTherapistHoliday, editor, (input, r) => addTherapistHoliday(db, tenant(r), input));
  route(app, e.updateTherapistHoliday, editor, (input, r) => updateTherapistHoliday(db, tenant(r), input));
  route(app, e.deleteTherapistHoliday, editor, (input, r) => deleteTherapistHoliday(db, tenant(r), input.id));

  route(app, e.getShortBreaks, reader, (input, r) => getShortBreaks(db, tenant(r), input));
  route(app, e.addTherapistShortBreak, quickBreakEditor, (input, r) =>
    addTherapistShortBreak(db, tenant(r), input),
  );
  route(app, e.deleteTherapistShortBreak, quickBreakEditor, (input, r) =>
    deleteTherapistShortBreak(db, tenant(r), input.id),
  );

  route(app, e.getAdditionalOpenDays, reader, (input, r) => getAdditionalOpenDays(db, tenant(r), input));
  route(app, e.addAdditionalOpenDay, editor, (input, r) => addAdditionalOpenDay(db, tenant(r), input));
  route(app, e.updateAdditionalOpenDay, editor, (input, r) => updateAdditionalOpenDay(db, tenant(r), input));
  route(app, e.deleteAdditionalOpenDay, editor, (input, r) =>
    deleteAdditionalOpenDay(db, tenant(r), input.id),
  );
  // The calendar of every signed-in user shows when therapists work extra.
  route(app, e.getCalendarAdditionalOpenDays, signedIn, (input, r) =>
    getCalendarAdditionalOpenDays(db, requireAuth(r), input),
  );

  route(app, e.getTherapistsForBreaks, reader, (_input, r) => getTherapistsForBreaks(db, tenant(r)));
}
