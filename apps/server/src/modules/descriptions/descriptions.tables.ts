import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/** Categories of stored descriptions ('Kategorie opisów'); a name once per clinic. */
export const descriptionCategories = pgTable(
  'description_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('description_categories_tenant_name_key').on(t.tenantId, sql`lower(${t.description})`)],
);

/**
 * Stored descriptions ('Opisy'): type 0 diagnosis, 1 recommendations, 2 course. A private one is
 * seen and changed only by its author.
 */
export const descriptions = pgTable(
  'descriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: smallint('type').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('descriptions_tenant_type_idx').on(t.tenantId, t.type)],
);

/** A description's categories; deleting either side removes the link. */
export const descriptionCategoryLinks = pgTable(
  'description_category_links',
  {
    descriptionId: integer('description_id')
      .notNull()
      .references(() => descriptions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => descriptionCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.descriptionId, t.categoryId] }),
    index('description_category_links_category_idx').on(t.categoryId),
  ],
);
