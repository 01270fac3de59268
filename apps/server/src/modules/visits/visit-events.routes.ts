import type { FastifyInstance } from 'fastify';
import { VISIT_EVENTS_PATH, VisitChangeEvent } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { eventStreamRoute } from '../../platform/http/event-stream.ts';
import { createVisitEventHub, type VisitEventHub } from './visit-events.ts';
import { calendarScope } from './visit-access.ts';

/**
 * The calendar or My calendar, like ListVisits: declared, so the guard also admits the caller again
 * before each event; `calendarScope` narrows a My-calendar-only caller to their own therapist's visits.
 */
const CALENDAR = { access: ['Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'] } as const;

const hubs = new WeakMap<FastifyInstance, VisitEventHub>();

/** The app's hub (tests look at its subscribers). */
export function visitEventHubOf(app: FastifyInstance): VisitEventHub | undefined {
  return hubs.get(app);
}

/** Live calendar: committed visit changes of the caller's clinic as server-sent events. */
export function visitEventsRoutes(app: FastifyInstance, deps: { readonly db: Db }): void {
  const hub = createVisitEventHub(deps.db, { onWarning: (m) => app.log.warn(m) });
  hubs.set(app, hub);
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());

  eventStreamRoute(
    app,
    {
      path: VISIT_EVENTS_PATH,
      tag: 'Visit',
      summary:
        "Live calendar: the caller's clinic's visit changes as server-sent events (with Wizytownik_Wizyty; with Wizytownik_Moj_Kalendarz alone, one's own visits)",
      event: 'visit',
      data: VisitChangeEvent,
    },
    CALENDAR,
    async (request, stream) => {
      const ctx = requireAuth(request);
      // Like ListVisits: the calendar hears every visit, My calendar alone its own therapist's.
      const scope = await calendarScope(deps.db, ctx);
      return hub.subscribe({
        tenantId: ctx.tenantId,
        ...(!scope.all && { therapistId: scope.therapistId }),
        send: (event) => stream.send('visit', event),
        end: () => stream.end(),
      });
    },
  );
}
