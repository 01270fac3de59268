import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** "Name Surname" of a person row (user or patient), as the lists show it. */
export const fullName = (t: { name: PgColumn; surname: PgColumn }) =>
  sql<string>`${t.name} || ' ' || ${t.surname}`;

/** An instant as JSON writes it (`Date.prototype.toISOString`): "2026-11-23T08:00:00.000Z". */
export const isoInstant = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
