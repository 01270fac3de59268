import { useFeedback } from './FeedbackProvider.tsx';

/** Copies a text to the clipboard and says so, or says it could not (a browser may refuse). */
export function useCopyToClipboard(copied: string, failed: string) {
  const { notify, showError } = useFeedback();
  return async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify(copied);
    } catch {
      showError(failed);
    }
  };
}
