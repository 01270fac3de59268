import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useCallback, useState, type ReactNode } from 'react';
import { CERTIFICATE_PASSWORD_REQUIRED_CODE, CERTIFICATE_PASSWORD_WRONG_CODE } from '@wizytownik/contracts';
import { errorMessage, hasErrorCode } from '../../api/errors.ts';
import { useTexts } from '../../app/texts.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

/** What a signing call (check, send, print, cancel) takes besides its own input. */
export interface CertificatePassword {
  readonly password?: string;
  readonly keepPassword?: boolean;
}

interface Prompt {
  readonly submit: (password: CertificatePassword) => Promise<void>;
  readonly cancel: () => void;
}

/** A refusal the password dialog answers itself: the password is needed or was wrong. */
const asksForPassword = (error: unknown) =>
  hasErrorCode(error, CERTIFICATE_PASSWORD_REQUIRED_CODE) ||
  hasErrorCode(error, CERTIFICATE_PASSWORD_WRONG_CODE);

/**
 * Spec 001 §4 'Certificate password': a signing call is made without a password (the remembered one,
 * if any, serves); when the server says the certificate needs one, the user is asked for it
 * ('Zapamiętaj hasło' remembers it on the server) and the call is made again with it. A wrong password
 * keeps the dialog open with the server's message.
 */
export function useCertificatePassword(): {
  readonly sign: <T>(call: (password: CertificatePassword) => Promise<T>) => Promise<T | undefined>;
  readonly dialog: ReactNode;
} {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const sign = useCallback(
    <T,>(call: (password: CertificatePassword) => Promise<T>) =>
      new Promise<T | undefined>((resolve, reject) => {
        call({}).then(resolve, (error: unknown) => {
          if (!asksForPassword(error)) return reject(error);
          setPrompt({
            submit: async (password) => {
              try {
                const result = await call(password);
                setPrompt(null);
                resolve(result);
              } catch (failure) {
                if (asksForPassword(failure)) throw failure;
                setPrompt(null);
                reject(failure);
              }
            },
            cancel: () => {
              setPrompt(null);
              resolve(undefined);
            },
          });
        });
      }),
    [],
  );
  const dialog = prompt && <CertificatePasswordDialog onSubmit={prompt.submit} onClose={prompt.cancel} />;
  return { sign, dialog };
}

/** 'Wprowadź hasło certyfikatu i spróbuj ponownie': the password and 'Zapamiętaj hasło'. */
function CertificatePasswordDialog({
  onSubmit,
  onClose,
}: {
  readonly onSubmit: (password: CertificatePassword) => Promise<void>;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const [password, setPassword] = useState('');
  const [keepPassword, setKeepPassword] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (password === '') {
      setInvalid(t('prescriptions.passwordEmpty'));
      return;
    }
    setInvalid(null);
    setSubmitting(true);
    try {
      await onSubmit({ password, keepPassword });
    } catch (error) {
      setPassword('');
      setInvalid(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t('prescriptions.passwordTitle')}
      width={400}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      submitting={submitting}
      submitLabel={t('prescriptions.passwordSubmit')}
    >
      <TextField
        fullWidth
        autoFocus
        margin="normal"
        type="password"
        autoComplete="off"
        label={t('prescriptions.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={invalid !== null}
        helperText={invalid}
      />
      <FormControlLabel
        control={
          <Checkbox checked={keepPassword} onChange={(event) => setKeepPassword(event.target.checked)} />
        }
        label={t('prescriptions.rememberPassword')}
      />
    </FormDialog>
  );
}
