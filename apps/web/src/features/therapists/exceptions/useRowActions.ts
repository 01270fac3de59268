import { useState } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';

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

/** Delete after the tab's question: 'Usunięto' on success, else the server's message or `failed`. */
export function useConfirmedDelete(
  question: string,
  failed: string,
  remove: (id: number) => Promise<unknown>,
) {
  const t = useTexts();
  const { confirm } = useFeedback();
  const deleteRow = useDeleteRow();
  return async ({ id }: { id: number }) => {
    if (await confirm(question)) await deleteRow(() => remove(id), t('exceptions.deleted'), failed);
  };
}
