import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** "Name Surname" of a person row (user or patient), as the lists show it. */
export const fullName = (t: { name: PgColumn; surname: PgColumn }) =>
  sql<string>`${t.name} || ' ' || ${t.surname}`;
