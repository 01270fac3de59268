import type { FastifyInstance } from 'fastify';
import { daysOffEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  addPublicHolidays,
  createDayOff,
  deleteDayOff,
  listDaysOff,
  listPublicHolidays,
  updateDayOff,
} from './days-off.service.ts';

/** Reading is for every user: the calendar and the free slots leave the days off out. */
const READ = { access: 'authenticated' } as const;
const EDIT = { access: 'Wizytownik_DniWolne_Dodawanie' } as const;
const tenantOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

export function daysOffRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getAll, READ, (input, request) => listDaysOff(db, tenantOf(request), input.year));
  route(app, e.getPublicHolidays, EDIT, (input, request) =>
    listPublicHolidays(db, tenantOf(request), input.year),
  );
  route(app, e.create, EDIT, (input, request) => createDayOff(db, tenantOf(request), input));
  route(app, e.update, EDIT, (input, request) => updateDayOff(db, tenantOf(request), input));
  route(app, e.delete, EDIT, (input, request) => deleteDayOff(db, tenantOf(request), input.Id));
  route(app, e.addPublicHolidays, EDIT, (input, request) =>
    addPublicHolidays(db, tenantOf(request), input.year),
  );
}
