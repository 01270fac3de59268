import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addDays, clinicInstant } from '@wizytownik/domain';
import type { CalendarItem, CalendarRoom, ListRoomVisitsOutput } from '@wizytownik/contracts';
import type { Db } from '../../platform/db/database.ts';
import { JsonText, type WithJsonText } from '../../platform/http/json-text.ts';
import {
  checkOutpost,
  outpostRestriction,
  type OutpostRestriction,
} from '../company-settings/outposts.service.ts';
import { rooms } from '../rooms/rooms.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import type { Caller } from './visit-access.ts';
import { calendarVisitsQuery, checkCalendarDates, paymentFlagsRead } from './visit-calendar.ts';
import { therapistsOf } from './calendar-therapists.ts';
import { visits } from './visits.tables.ts';

export interface ListRoomVisitsFilter {
  /** "YYYY-MM-DD", both days included, in the clinic's zone. */
  readonly startDate: string;
  readonly endDate: string;
  readonly placowkaId?: number;
}

/** The rooms of the chosen outpost; without one, all (of a restricted caller: the main location's and the caller's outposts'). */
function roomsShown(outpostId: number | undefined, restriction: OutpostRestriction): SQL | undefined {
  if (outpostId !== undefined) return eq(rooms.outpostId, outpostId);
  return restriction && or(isNull(rooms.outpostId), inArray(rooms.outpostId, [...restriction]));
}

/**
 * The rooms calendar (/visitsrooms) between two clinic dates: the rooms as columns (by name) and the
 * visits in them, plus the visits without a room — of the outpost's therapists when one is chosen —
 * in the same items as the therapists' calendar (with their room). No blocks: a room has no schedule.
 */
export async function listRoomVisits(
  db: Db,
  caller: Caller,
  filter: ListRoomVisitsFilter,
): Promise<WithJsonText<ListRoomVisitsOutput>> {
  checkCalendarDates(filter);
  const restriction = await outpostRestriction(db, caller);
  checkOutpost(restriction, filter.placowkaId);
  const tenantId = caller.tenantId;
  const shown = and(eq(rooms.tenantId, tenantId), roomsShown(filter.placowkaId, restriction));
  const outposts = filter.placowkaId !== undefined ? [filter.placowkaId] : restriction;
  const inRooms = or(
    inArray(visits.roomId, db.select({ id: rooms.id }).from(rooms).where(shown)),
    and(
      isNull(visits.roomId),
      inArray(
        visits.therapistId,
        db.select({ id: therapists.id }).from(therapists).where(therapistsOf(db, { tenantId, outposts })),
      ),
    ),
  );
  const [columns, [read]] = await Promise.all([
    db
      .select({ roomId: rooms.id, name: rooms.name, color: rooms.color })
      .from(rooms)
      .where(shown)
      .orderBy(asc(sql`lower(${rooms.name})`), asc(rooms.id)) as Promise<CalendarRoom[]>,
    calendarVisitsQuery(
      db,
      {
        from: clinicInstant(filter.startDate, '00:00'),
        to: clinicInstant(addDays(filter.endDate, 1), '00:00'),
        therapists: { tenantId },
        restriction,
        visits: inRooms,
      },
      await paymentFlagsRead(db),
    ),
  ]);
  return { rooms: columns, items: new JsonText<CalendarItem[]>(read!.items) };
}
