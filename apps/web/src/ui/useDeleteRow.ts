import { errorMessage } from '../api/errors.ts';
import { useFeedback } from './FeedbackProvider.tsx';

/**
 * The run of a confirmed delete: the call, then the notice `done`, or the server's reason (else
 * `failed`, else the error's own text) in the error dialog.
 */
export function useDeleteRow() {
  const { notify, showError } = useFeedback();
  return async (remove: () => Promise<unknown>, done: string, failed?: string) => {
    try {
      await remove();
      notify(done);
    } catch (error) {
      showError(errorMessage(error, failed));
    }
  };
}
