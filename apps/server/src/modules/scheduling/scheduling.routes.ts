import type { FastifyInstance } from 'fastify';
import { schedulingEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { therapistFreeSchedules, type SchedulingDeps } from './free-slots.service.ts';

/**
 * Free slots read the calendar: Wizytownik_Wizyty for any therapist, My calendar for one's own (the
 * service narrows the caller as the calendar does and refuses one with neither).
 */
const NARROWED = { access: 'authenticated' } as const;

export function schedulingRoutes(app: FastifyInstance, deps: SchedulingDeps): void {
  route(app, e.freeSchedules, NARROWED, (input, r) => therapistFreeSchedules(deps, requireAuth(r), input));
}
