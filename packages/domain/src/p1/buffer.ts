/*
 * The P1 buffer (/p1bufor, integrations.md §3.1): documents waiting for P1 — visits reported as
 * medical events (ZM) and prescription packages whose send failed for a transient reason. Each
 * entry is sent by a job of the durable queue; these rules say what a send's outcome makes of it.
 */

export const P1_BUFFER_STATUSES = ['waiting', 'sending', 'sent', 'error'] as const;
export type P1BufferStatus = (typeof P1_BUFFER_STATUSES)[number];

export const P1_BUFFER_KINDS = ['visit', 'prescription'] as const;
export type P1BufferKind = (typeof P1_BUFFER_KINDS)[number];

/** What the calendar shows of a visit: its latest report's state (`none`: never queued). */
export type P1VisitMark = 'none' | 'waiting' | 'sent' | 'error';

/** How one send ended. */
export type P1SendOutcome =
  | { readonly kind: 'sent' }
  /** P1 refused it by its rules (blad) or for a reason another try does not change. */
  | { readonly kind: 'refused' }
  /** A time-out, P1's internal error or no connection: worth another try. */
  | { readonly kind: 'transient' };

/**
 * The entry's status after a send: a transient failure waits for the next try until the job's last
 * attempt, after which it is an error a person retries; a refusal is an error at once.
 */
export function statusAfterSend(
  outcome: P1SendOutcome,
  attempt: number,
  maxAttempts: number,
): P1BufferStatus {
  if (outcome.kind === 'sent') return 'sent';
  if (outcome.kind === 'refused') return 'error';
  return attempt >= maxAttempts ? 'error' : 'waiting';
}

/** A person may send again what failed or still waits (sooner); not what is sent or being sent. */
export const canRetryP1Entry = (status: P1BufferStatus): boolean =>
  status === 'error' || status === 'waiting';

/** The calendar's mark of a visit's latest entry: a send in progress still waits. */
export function p1VisitMark(latest: P1BufferStatus | null): P1VisitMark {
  if (latest === null) return 'none';
  return latest === 'sending' ? 'waiting' : latest;
}
