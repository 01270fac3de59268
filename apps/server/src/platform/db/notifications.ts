import type { PGliteInterface } from '@electric-sql/pglite';
import type { Client, ClientConfig, Pool } from 'pg';
import type { Db } from './database.ts';

/** A channel being listened to; `close` stops listening (and drops the dedicated connection). */
export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Every payload NOTIFY sent on the channel, once the sending transaction committed. */
  readonly onPayload: (payload: string) => void;
  /**
   * PostgreSQL only: the dedicated connection was lost (or its first opening failed) and is listening
   * again. Notifications sent while it was away are lost, so whoever relies on them should read the
   * state afresh.
   */
  readonly onReconnect?: () => void;
  /** A connection problem (it is retried); the default writes a process warning. */
  readonly onError?: (error: Error) => void;
}

/** How the dedicated connections show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'wizytownik-listen';

/** The first and the longest wait before connecting again. */
const RETRY_MS = { first: 250, max: 10_000 };

/**
 * Listens to a NOTIFY channel on the app's database. The embedded database has one session, which
 * hears its own notifications; on PostgreSQL a dedicated connection (not one of the pool's) runs
 * LISTEN, and is opened again with a growing delay whenever it is lost.
 */
export async function listenToChannel(
  db: Db,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  // drizzle's documented handle on the driver's client: a PGlite instance or a pg Pool.
  const client = (db as unknown as { $client: PGliteInterface | Pool }).$client;
  if (!('listen' in client)) return listenOnPostgres(client.options, channel, options);
  const unlisten = await client.listen(channel, options.onPayload);
  return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
}

async function listenOnPostgres(
  config: ClientConfig,
  channel: string,
  {
    onPayload,
    onReconnect,
    onError = (e) => process.emitWarning(`LISTEN ${channel}: ${e.message}`),
  }: ListenOptions,
): Promise<ChannelListener> {
  const { default: pg } = await import('pg');
  let current: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MS.first;
  let attempted = false;

  const drop = (client: Client, error?: Error) => {
    if (current !== client) return;
    current = null;
    if (error) onError(error);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MS.max);
  };
  const connect = async () => {
    const client = new pg.Client({ ...config, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
    current = client;
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      attempted = true;
      drop(client, error as Error);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    delay = RETRY_MS.first;
    if (attempted) onReconnect?.();
    attempted = true;
  };

  // The first attempt is awaited, so a listener that opens fine hears everything committed after
  // this call; a failed one keeps retrying in the background.
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
