import type { FastifyInstance } from 'fastify';
import { orderedTreatmentEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { treatmentsCalendar } from './treatments-calendar.service.ts';

/** The treatments calendar (/fizykoterapia, spec 002 routes): read only; moves go through ShiftZleconyZabieg. */
export function treatmentsCalendarRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(
    app,
    e.calendar,
    { access: 'Wizytownik_WizytyZabiegiKalendarz', feature: 'Fizykoterapia' },
    (input, r) => treatmentsCalendar(db, requireAuth(r), input),
  );
}
