import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, zonedWallClock } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { addPublicHolidays } from '../days-off/days-off.service.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { createRoom } from './rooms.service.ts';
import { rooms } from './rooms.tables.ts';

const MAIN_ROOMS = [
  { name: 'Gabinet 1', description: 'Gabinet konsultacyjny', color: '#1976d2' },
  { name: 'Sala ćwiczeń', description: 'Kinezyterapia, ćwiczenia grupowe', color: '#2e7d32' },
  { name: 'Gabinet 2', description: 'Fizykoterapia', color: '#ed6c02' },
  { name: 'Gabinet 3', description: 'Masaż', color: '#9c27b0' },
];

/**
 * Four demo rooms: two at the main location and one in each of (at most two) demo outposts; without
 * outposts all four are at the main location. Also the current and next year's public holidays.
 */
export async function seedDemoRoomsAndDaysOff(db: DbOrTx, tenantId: number): Promise<void> {
  const outposts = await db
    .select({ id: additionalOutposts.id, name: additionalOutposts.name })
    .from(additionalOutposts)
    .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.isActive, true)))
    .orderBy(asc(additionalOutposts.id))
    .limit(2);
  const atMain = MAIN_ROOMS.slice(0, MAIN_ROOMS.length - outposts.length);
  for (const room of atMain) await createRoom(db, tenantId, { ...room, placowkaId: null });
  for (const [i, outpost] of outposts.entries()) {
    await createRoom(db, tenantId, {
      name: `Gabinet ${outpost.name}`,
      description: 'Gabinet w placówce',
      color: ['#00838f', '#c62828'][i] ?? null,
      placowkaId: outpost.id,
    });
  }
  const year = Number(zonedWallClock(new Date(), DEFAULT_TIME_ZONE).date.slice(0, 4));
  await addPublicHolidays(db, tenantId, year);
  await addPublicHolidays(db, tenantId, year + 1);
}

/**
 * For the demo visits: a free room for a visit of the `nth` therapist, that therapist's "own" room
 * first, then the others; null when every room is taken then (the visit is booked without a room).
 * Remembers what it gave, so no two visits share a room at once (the database refuses it).
 */
export async function demoRoomPicker(
  db: DbOrTx,
  tenantId: number,
): Promise<(nth: number, start: Date, end: Date) => number | null> {
  const all = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.tenantId, tenantId))
    .orderBy(asc(rooms.id));
  const busy = new Map<number, { start: Date; end: Date }[]>(all.map((room) => [room.id, []]));
  return (nth, start, end) => {
    for (let k = 0; k < all.length; k += 1) {
      const id = all[(nth + k) % all.length]!.id;
      const taken = busy.get(id)!;
      if (taken.every((b) => b.end <= start || end <= b.start)) {
        taken.push({ start, end });
        return id;
      }
    }
    return null;
  };
}
