import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { SaveCertPasswordInput } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { CertificateFormRow, CertificatePasswordField } from './certificate-fields.tsx';
import { useSaveCertPassword } from '../p1-hooks.ts';

/** The signed-in therapist remembers the password of their own certificate (SaveCertPassword). */
export function CertificatePasswordForm() {
  const t = useTexts();
  const { showError, notify } = useFeedback();
  const save = useSaveCertPassword();
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveCertPasswordInput.safeParse({ password });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]!.message);
      return;
    }
    setInvalid(null);
    try {
      await save.mutateAsync(parsed.data);
      setPassword('');
      notify(t('therapists.saved'));
    } catch (error) {
      setPassword('');
      showError(errorMessage(error, t('certificate.savePasswordFailed')));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('certificate.savePassword')}
      sx={{ mt: 2 }}
    >
      <CertificateFormRow>
        <CertificatePasswordField
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid !== null}
          helperText={invalid}
        />
        <Button type="submit" variant="outlined" loading={save.isPending}>
          {t('certificate.savePassword')}
        </Button>
      </CertificateFormRow>
    </Box>
  );
}
