import { useCallback } from 'react';
import type { ShiftVisitInput } from '@wizytownik/contracts';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { offerUndo } from '../../../ui/UndoSnackbar.tsx';
import { serverMessageOr } from './failure.ts';
import { useShiftVisit } from './hooks.ts';

/** A move is offered for undo this long when the company keeps no SMS undo window. */
export const MOVE_UNDO_SECONDS = 10;

/**
 * After a visit was dragged: 'Wizyta przeniesiona' with 'Cofnij', which moves it back (`back`: its
 * old start, end and, when the rooms calendar moved it, its old room). As long as the company's
 * smsUndoSeconds, at least MOVE_UNDO_SECONDS.
 */
export function useMoveUndo() {
  const t = useTexts();
  const settings = useCompanySettings();
  const { notify, showError } = useFeedback();
  const { mutateAsync: shift } = useShiftVisit();
  const seconds = Math.max(settings.data?.smsUndoSeconds ?? 0, MOVE_UNDO_SECONDS);
  const moved = t('smsVisits.movedUndo');
  const undone = t('smsVisits.undone');
  const failed = t('smsVisits.undoMoveFailed');
  return useCallback(
    (back: ShiftVisitInput) =>
      offerUndo({
        message: () => moved,
        seconds,
        onUndo: async () => {
          try {
            await shift(back);
            notify(undone);
          } catch (error) {
            showError(serverMessageOr(error, failed));
          }
        },
      }),
    [moved, seconds, shift, notify, undone, showError, failed],
  );
}
