import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';

/**
 * §8: the server's message when its reply carries one, else the screen's own text. A server failure
 * (5xx) says only 'Wystąpił błąd serwera', so the screen's text, which names what failed, wins there.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.info?.message.trim()
    ? error.message
    : fallback;
}

/** A failed load shown once in the 'Błąd' dialog. */
export function useFailureDialog(error: unknown, fallback: string): void {
  const { showError } = useFeedback();
  const report = useEffectEvent((failure: unknown) => showError(serverMessageOr(failure, fallback)));
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
