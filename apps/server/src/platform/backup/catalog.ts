import { sql, type SQL } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';

/** What backup and restore need of a database handle: the server's, or one opened by the CLI. */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}
export interface SqlDatabase extends SqlRunner {
  transaction<T>(work: (tx: SqlRunner) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
}

/** Both drivers (pg, PGlite) answer with `rows`. */
export async function rows<T>(db: SqlRunner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The schema whose tables hold the application's data (drizzle keeps its journal apart). */
export const DATA_SCHEMA = 'public';

export const qualified = (table: string) => sql`${sql.identifier(DATA_SCHEMA)}.${sql.identifier(table)}`;

/**
 * Every table of the data schema, parents before the tables whose foreign keys refer to them, so a
 * restore without the rights to suspend foreign-key checks can still load them in this order.
 */
export async function listTables(db: SqlRunner): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${DATA_SCHEMA} and c.relkind = 'r' order by c.relname`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = ${DATA_SCHEMA}`,
  );
  return dependencyOrder(
    tables.map((t) => t.name),
    references,
  );
}

/** Tables ordered parents first; a table in a cycle of references comes after the rest, by name. */
export function dependencyOrder(
  tables: readonly string[],
  references: ReadonlyArray<{ child: string; parent: string }>,
): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const table of tables) {
      if (placed.has(table) || [...parents.get(table)!].some((p) => !placed.has(p))) continue;
      ordered.push(table);
      placed.add(table);
      progress = true;
    }
  }
  return [...ordered, ...tables.filter((t) => !placed.has(t))];
}

/** The columns a row is written with: generated columns are computed again on insert. */
export async function storedColumns(db: SqlRunner, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${regclassName(table)}::regclass
          and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return found.map((c) => c.name);
}

/** The primary key's columns in key order (none for a table without one). */
export async function primaryKey(db: SqlRunner, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${regclassName(table)}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return found.map((c) => c.name);
}

/** A relation's name as `::regclass` reads it (sequences and tables alike). */
export const regclassName = (name: string) => `${DATA_SCHEMA}."${name.replace(/"/g, '""')}"`;

export const columnList = (columns: readonly string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

export interface SequenceValue {
  readonly name: string;
  readonly value: string;
}

/** The data schema's sequences that have handed out a value (a fresh one needs no restoring). */
export async function sequenceValues(db: SqlRunner): Promise<SequenceValue[]> {
  return rows<SequenceValue>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = ${DATA_SCHEMA} and last_value is not null order by sequencename`,
  );
}

export interface AppliedMigration {
  readonly hash: string;
  /** drizzle's journal time of the migration, which is how its migrator orders them. */
  readonly createdAt: string;
}

/** The drizzle migrations applied to the database, oldest first (none when it was never migrated). */
export async function appliedMigrations(db: SqlRunner): Promise<AppliedMigration[]> {
  const [journal] = await rows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!journal?.exists) return [];
  return rows<AppliedMigration>(
    db,
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`,
  );
}
