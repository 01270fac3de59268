import { pgTable, text } from 'drizzle-orm/pg-core';

/** Installation-wide secrets generated at first start when none is configured. */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
