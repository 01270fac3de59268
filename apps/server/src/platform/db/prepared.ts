import type { DbOrTx } from './database.ts';

/**
 * A drizzle query prepared once per database handle (the database, or a transaction while it runs):
 * building a query with drizzle costs more than the database's answer to a small one.
 */
export function preparedPerHandle<Q>(prepare: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const prepared = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
