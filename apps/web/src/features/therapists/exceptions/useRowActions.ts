import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';

/** Which add/edit dialog is open: `null` row for adding, a row for editing. */
export function useDialogState<R>() {
  const [state, setState] = useState<{ open: boolean; row: R | null }>({ open: false, row: null });
  return {
    ...state,
    openAdd: () => setState({ open: true, row: null }),
    openEdit: (row: R) => setState({ open: true, row }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}

/** Delete after 'Czy na pewno?': 'Usunięto' on success, else the server's message or `failed`. */
export function useConfirmedDelete(
  question: string,
  failed: string,
  remove: (id: number) => Promise<unknown>,
) {
  const t = useTexts();
  const { confirm, notify, showError } = useFeedback();
  return async ({ id }: { id: number }) => {
    if (!(await confirm(question))) return;
    try {
      await remove(id);
      notify(t('exceptions.deleted'));
    } catch (error) {
      showError(errorMessage(error, failed));
    }
  };
}
