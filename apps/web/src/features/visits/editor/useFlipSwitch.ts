import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visitError } from './errors.ts';

/**
 * A visit's switch that flips on the server at once (§4.3): shown at `value` while the call runs, then
 * as the server answers; a failed call puts it back and shows the server's reason or `failedText`.
 */
export function useFlipSwitch(onChanged?: () => void) {
  const { showError } = useFeedback();
  return async (
    value: boolean,
    set: (value: boolean) => void,
    send: () => Promise<{ value: boolean }>,
    failedText: string,
  ) => {
    set(value);
    try {
      set((await send()).value);
      onChanged?.();
    } catch (error) {
      set(!value);
      showError(visitError(error, failedText));
    }
  };
}
