import { useEffect, useEffectEvent } from 'react';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visitError } from './errors.ts';

/**
 * A failed load in the 'Błąd' dialog (the server's text, else the catalogue's `fallback`), once per
 * failure; `after` runs then, e.g. to close a dialog that cannot work without the data.
 */
export function useLoadError(error: unknown, fallback: string, after?: () => void): void {
  const { showError } = useFeedback();
  const report = useEffectEvent((failure: unknown) => {
    showError(visitError(failure, fallback));
    after?.();
  });
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
