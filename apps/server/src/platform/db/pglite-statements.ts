import {
  messages,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { repeatedTexts } from './repeated-texts.ts';

/**
 * Named statements for PGlite, which parses, plans and describes every query anew in six calls into
 * the WebAssembly module: a query text seen twice is parsed once as a named statement, and each later
 * run is one call (bind, execute, sync) that PostgreSQL answers from its plan cache, as a server does
 * for node-postgres's named queries. The plan is PostgreSQL's (custom plans first, a generic one once
 * it is no dearer); a schema change invalidates it there. Kept to `capacity` statements, the least
 * recently used closed first: each holds its plan in the database's memory, which never shrinks.
 */
export function useNamedStatements(pg: PGlite, capacity = 64): void {
  const statements = new Map<string, Statement>();
  const repeated = repeatedTexts();
  let counter = 0;

  const nameable = (text: string, options?: QueryOptions) =>
    !options?.blob && (statements.has(text) || repeated(text));

  const statementFor = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `wz_${++counter}`;
    const replies = await pg.execProtocolStream(
      batch(
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((m) => m instanceof messages.RowDescriptionMessage),
    };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await pg.execProtocolStream(
        batch(protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()),
        { syncToFs: false },
      );
    }
    return statement;
  };

  /** Runs a query through its named statement; the caller holds PGlite's query lock. */
  const run = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    try {
      const statement = await statementFor(text, options);
      const values = params.map((param, i) => serializeParam(pg, param, statement.paramTypes[i]!, options));
      const replies = await pg.execProtocolStream(
        batch(
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
        { syncToFs: false },
      );
      const described = statement.rowDescription ? [statement.rowDescription, ...replies] : replies;
      return parse.parseResults(described, parsersOf(pg, options), {
        rowMode: options?.rowMode,
      })[0] as Results<T>;
    } catch (error) {
      if (error instanceof messages.DatabaseError) {
        // As PGlite's own query reports it, so callers see the same error either way.
        Object.assign(error, { query: text, params, queryOptions: options });
        // A statement left stale by a change of schema is parsed again the next time.
        if (isStale(error)) statements.delete(text);
      }
      throw error;
    }
  };

  const query = pg.query.bind(pg);
  pg.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!nameable(text, options)) return query<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        // Outside a transaction a stale statement is parsed again at once (inside one, PostgreSQL
        // has aborted the transaction, as it would for a named query on a server).
        const result = await run<T>(text, params, options).catch((error: unknown) => {
          if (isStale(error)) return run<T>(text, params, options);
          throw error;
        });
        await pg.syncToFs();
        return result;
      }),
    );
  };

  const transaction = pg.transaction.bind(pg);
  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const named: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (!nameable(text, options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return pg._runExclusiveQuery(() => run<R>(text, params, options));
          },
        },
      });
      return callback(named);
    });
}

interface Statement {
  readonly name: string;
  readonly paramTypes: readonly number[];
  readonly rowDescription: messages.BackendMessage | undefined;
}

/** cached plan must not change result type; prepared statement does not exist */
const STALE_PLAN = '0A000';
const UNKNOWN_STATEMENT = '26000';
const isStale = (error: unknown) =>
  error instanceof messages.DatabaseError && (error.code === STALE_PLAN || error.code === UNKNOWN_STATEMENT);

/** A parameter as PGlite's own query sends it: by the type the statement declares, else as text. */
function serializeParam(pg: PGlite, param: unknown, oid: number, options?: QueryOptions): string | null {
  if (param === null || param === undefined) return null;
  const serialize = options?.serializers?.[oid] ?? pg.serializers[oid];
  return serialize ? serialize(param) : String(param);
}

/**
 * The query's own parsers over PGlite's. PGlite's parseResults copies all of PGlite's parsers (a few
 * hundred, with the array types) into a new object for every query that brings its own, as drizzle's
 * do: that copy was a sixth of a visit's details. A few own keys over PGlite's object as prototype
 * answer the same.
 */
function parsersOf(pg: PGlite, options?: QueryOptions): PGlite['parsers'] {
  return options?.parsers
    ? Object.assign(Object.create(pg.parsers) as PGlite['parsers'], options.parsers)
    : pg.parsers;
}

function batch(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
