import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { AlertBar, type AlertNotice } from './AlertBar.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ErrorDialog } from './ErrorDialog.tsx';
import { UndoSnackbarHost } from './UndoSnackbar.tsx';

/** The app-wide ways to tell the user something: the 'Błąd' dialog, a notice, a confirmation. */
export interface Feedback {
  readonly showError: (message: string) => void;
  readonly notify: (message: string, severity?: AlertColor) => void;
  /** Asks 'Czy na pewno?' with the message; resolves true when the user answers 'Tak'. */
  readonly confirm: (message: string) => Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

interface Shown<T> {
  readonly value: T;
  readonly open: boolean;
}

/** The last value stays while a dialog closes, so that its text does not vanish mid-animation. */
function useShown<T>(initial: T) {
  const [state, setState] = useState<Shown<T>>({ value: initial, open: false });
  const show = useCallback((value: T) => setState({ value, open: true }), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return [state, show, hide] as const;
}

interface Question {
  readonly message: string;
  readonly resolve: (confirmed: boolean) => void;
}

export function FeedbackProvider({ children }: { readonly children: ReactNode }) {
  const [error, showError, hideError] = useShown('');
  const [notice, showNotice, hideNotice] = useShown<AlertNotice>({ message: '', severity: 'success' });
  const [question, ask, hideQuestion] = useShown<Question>({ message: '', resolve: () => undefined });

  const feedback = useMemo<Feedback>(
    () => ({
      showError,
      notify: (message, severity = 'success') => showNotice({ message, severity }),
      confirm: (message) => new Promise<boolean>((resolve) => ask({ message, resolve })),
    }),
    [showError, showNotice, ask],
  );

  const answer = (confirmed: boolean) => {
    question.value.resolve(confirmed);
    hideQuestion();
  };

  return (
    <FeedbackContext value={feedback}>
      {children}
      <ErrorDialog open={error.open} message={error.value} onClose={hideError} />
      <ConfirmDialog open={question.open} message={question.value.message} onAnswer={answer} />
      <AlertBar open={notice.open} notice={notice.value} onClose={hideNotice} />
      <UndoSnackbarHost />
    </FeedbackContext>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() outside <FeedbackProvider>');
  return feedback;
}
