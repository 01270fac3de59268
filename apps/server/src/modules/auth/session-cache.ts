import type { Db } from '../../platform/db/database.ts';
import { BoundedMap } from '../../platform/auth/bounded-map.ts';
import { listenToChannel, type ChannelListener } from '../../platform/db/notifications.ts';

/** Where triggers (migration 0038) announce a session's or a user's change: 's:<session id>', 'u:<user id>'. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** A session the database found valid: its user, tenant, end and the user's access version then. */
export interface CheckedSession {
  readonly userId: number;
  readonly tenantId: number;
  readonly expiresAt: Date;
  readonly version: number;
}

/**
 * The sessions a server process found valid, so a request of a known session needs no query. An
 * entry is dropped when its session or user changes: at once by this process's writers (after their
 * commit), and for every process by the notification the database sends from the changing
 * transaction. Notifications are only heard while listening, so the entries are used only then:
 * before the listener is up, and while its connection is lost, every request reads the database, and
 * the entries are dropped when it listens again.
 */
export interface SessionCache {
  get(sessionId: string): CheckedSession | undefined;
  /** Taken before reading a session; `set` with it stores nothing if anything was dropped since. */
  readonly generation: number;
  set(sessionId: string, session: CheckedSession, generation: number): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: number): void;
  forgetAll(): void;
  /** Whether entries are used: the listener hears the database. */
  readonly trusted: boolean;
  close(): Promise<void>;
}

export function sessionCache(
  db: Db,
  {
    capacity = 10_000,
    warn = (message: string) => process.emitWarning(message),
    /** Tests stand in for the listener to take its connection down. */
    listen = listenToChannel,
  } = {},
): SessionCache {
  const entries = new BoundedMap<string, CheckedSession>(capacity);
  let generation = 0;
  let state: 'idle' | 'starting' | 'listening' | 'down' | 'closed' = 'idle';
  let listener: Promise<ChannelListener | null> | null = null;

  const changed = (drop: () => void) => {
    generation++;
    drop();
  };
  const forgetAll = () => changed(() => entries.clear());
  const forgetSession = (id: string) => changed(() => entries.delete(id));
  const forgetUser = (userId: number) => changed(() => entries.deleteWhere((s) => s.userId === userId));

  const onPayload = (payload: string) => {
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') forgetSession(id);
    else if (kind === 'u:' && /^\d+$/.test(id)) forgetUser(Number(id));
    else forgetAll();
  };
  const start = () => {
    state = 'starting';
    listener = listen(db, SESSION_CHANGES_CHANNEL, {
      onPayload,
      onReconnect: () => {
        forgetAll();
        if (state !== 'closed') state = 'listening';
      },
      onError: (e) => {
        forgetAll();
        if (state !== 'closed') state = 'down';
        warn(`Session change listener: ${e.message}`);
      },
    }).then(
      (opened) => {
        if (state === 'starting') state = 'listening';
        return opened;
      },
      (error: Error) => {
        warn(`Session change listener: ${error.message}`);
        if (state === 'starting') state = 'idle';
        return null;
      },
    );
  };

  return {
    get(sessionId) {
      if (state === 'idle') start();
      return state === 'listening' ? entries.get(sessionId) : undefined;
    },
    get generation() {
      return generation;
    },
    set(sessionId, session, since) {
      if (state === 'listening' && since === generation) entries.set(sessionId, session);
    },
    forgetSession,
    forgetUser,
    forgetAll,
    get trusted() {
      return state === 'listening';
    },
    async close() {
      state = 'closed';
      entries.clear();
      await (await listener)?.close();
    },
  };
}
