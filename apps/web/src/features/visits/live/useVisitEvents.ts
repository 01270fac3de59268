import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VISIT_EVENTS_PATH, VisitChangeEvent } from '@wizytownik/contracts';
import { useStoredUser } from '../../../api/stored-user.ts';
import { VISITS_KEY } from '../../../api/visits.ts';
import { createSseParser } from './sse.ts';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The wait before reconnect attempt `n` (from 0): doubling from 1 s up to 30 s. */
export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);

/**
 * Live calendar: follows the tenant's visit changes over server-sent events (fetch with the bearer
 * header, which EventSource cannot send) and reloads the visit lists on each 'visit' event.
 * Reconnects with a growing pause; stops on unmount or logout.
 */
export function useVisitEvents(): void {
  const queryClient = useQueryClient();
  const token = useStoredUser()?.accessToken;

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (data: string) => {
      try {
        if (!VisitChangeEvent.safeParse(JSON.parse(data)).success) return;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: VISITS_KEY });
    };

    /** Follows one connection; true when it is worth connecting again. */
    const listen = async (): Promise<boolean> => {
      const response = await fetch(VISIT_EVENTS_PATH, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      // A rejected token stays rejected: the next login starts the stream again.
      if (response.status === 401) return false;
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      attempt = 0;
      const parser = createSseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        for (const event of parser.push(value)) if (event.event === 'visit') onEvent(event.data);
      }
    };

    const connect = () => {
      void listen()
        .catch(() => true)
        .then((again) => {
          if (!again || abort.signal.aborted) return;
          timer = setTimeout(connect, retryDelay(attempt));
          attempt += 1;
        });
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [queryClient, token]);
}
