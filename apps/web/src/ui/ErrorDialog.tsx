import { useTexts } from '../app/texts.ts';
import { MessageDialog } from './MessageDialog.tsx';

export interface ErrorDialogProps {
  readonly open: boolean;
  readonly message: string;
  readonly onClose: () => void;
}

/** The 'Błąd' dialog of the error catalogue: the message and an OK button (Escape closes it too). */
export function ErrorDialog({ open, message, onClose }: ErrorDialogProps) {
  const t = useTexts();
  return <MessageDialog open={open} title={t('dialog.error.title')} message={message} onClose={onClose} />;
}
