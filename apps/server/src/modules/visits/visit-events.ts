import { z } from 'zod';
import type { VisitChangeEvent } from '@wizytownik/contracts';
import type { Db } from '../../platform/db/database.ts';
import { listenToChannel, type ChannelListener } from '../../platform/db/notifications.ts';

/** The channel the visits trigger (migration 0007_visit_changes_notify) notifies on. */
export const VISIT_CHANGES_CHANNEL = 'visit_changes';

const Notification = z.object({
  tenantId: z.number().int(),
  visitId: z.number().int(),
  therapistId: z.number().int(),
});

export interface VisitSubscriber {
  readonly tenantId: number;
  /** Only this therapist's visits (My calendar alone); every visit of the tenant when undefined. */
  readonly therapistId?: number;
  readonly send: (event: VisitChangeEvent) => void;
  /** The hub can no longer vouch for the stream (database reconnected, server closing): end it. */
  readonly end: () => void;
}

export interface VisitEventHub {
  /** Adds a subscriber once the database listener is in place; returns what removes it. */
  subscribe(subscriber: VisitSubscriber): Promise<() => void>;
  readonly subscriberCount: number;
  /** Ends every subscriber's stream (before the server closes). */
  endAll(): void;
  /** Ends the streams and stops listening. */
  close(): Promise<void>;
}

export interface VisitEventHubOptions {
  /** A notification that does not parse, or a database connection problem. */
  readonly onWarning?: (message: string) => void;
}

/**
 * Committed visit changes, fanned out in this process to the subscribers of the same tenant. The
 * database listener starts with the first subscriber and lives until `close`. When the listener's
 * connection was lost, notifications may have been missed: every stream is ended, so each calendar
 * connects again and reads its visits afresh.
 */
export function createVisitEventHub(db: Db, options: VisitEventHubOptions = {}): VisitEventHub {
  const warn = options.onWarning ?? ((m: string) => process.emitWarning(m));
  const subscribers = new Set<VisitSubscriber>();
  let listener: Promise<ChannelListener> | null = null;
  let closed = false;

  const deliver = (payload: string) => {
    let parsed;
    try {
      parsed = Notification.safeParse(JSON.parse(payload));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      warn(`Unreadable ${VISIT_CHANGES_CHANNEL} notification: ${payload.slice(0, 200)}`);
      return;
    }
    const { tenantId, visitId, therapistId } = parsed.data;
    for (const s of subscribers) {
      if (s.tenantId !== tenantId) continue;
      if (s.therapistId !== undefined && s.therapistId !== therapistId) continue;
      s.send({ visitId, therapistId });
    }
  };
  const endAll = () => {
    const all = [...subscribers];
    subscribers.clear();
    for (const s of all) s.end();
  };
  const startListener = () =>
    listenToChannel(db, VISIT_CHANGES_CHANNEL, {
      onPayload: deliver,
      onReconnect: endAll,
      onError: (e) => warn(`Visit change listener: ${e.message}`),
    });

  return {
    async subscribe(subscriber) {
      if (closed) throw new Error('The visit event hub is closed.');
      listener ??= startListener();
      try {
        await listener;
      } catch (error) {
        listener = null;
        throw error;
      }
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    get subscriberCount() {
      return subscribers.size;
    },
    endAll,
    async close() {
      closed = true;
      endAll();
      const l = listener;
      listener = null;
      if (l) await (await l.catch(() => null))?.close();
    },
  };
}
