import { useEffect, useEffectEvent } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';

/**
 * A failed load shown in the 'Błąd' dialog (the server's text, else `fallback`), once per failure;
 * `after` runs then, e.g. to close the dialog that cannot work without the data.
 */
export function useErrorDialog(error: unknown, fallback: string, after?: () => void): void {
  const { showError } = useFeedback();
  const report = useEffectEvent((failure: unknown) => {
    showError(errorMessage(failure, fallback));
    after?.();
  });
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
