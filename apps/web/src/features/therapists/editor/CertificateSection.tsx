import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CERTIFICATE_FILE_EXTENSIONS, type TherapistDetails } from '@wizytownik/contracts';
import { clinicDisplayDate } from '@wizytownik/domain';
import { errorMessage, hasErrorCode } from '../../../api/errors.ts';
import { useStoredUser } from '../../../api/stored-user.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { CertificateFormRow, CertificatePasswordField } from './certificate-fields.tsx';
import { useUploadCertificate } from '../p1-hooks.ts';
import { CertificatePasswordForm } from './CertificatePasswordForm.tsx';

/** What the details say about the certificate, as one line with its severity. */
function CertificateState({ details }: { readonly details: TherapistDetails }) {
  const t = useTexts();
  if (!details.czyCertyfikatWgrany) return <Alert severity="info">{t('certificate.none')}</Alert>;
  const until = details.dataWaznosciCertyfikatu;
  const [severity, status] =
    until === null
      ? (['warning', t('certificate.unverified')] as const)
      : new Date(until) > new Date()
        ? (['success', t('certificate.validUntil', { date: clinicDisplayDate(new Date(until)) })] as const)
        : (['error', t('certificate.expiredOn', { date: clinicDisplayDate(new Date(until)) })] as const);
  return (
    <Alert severity={severity}>
      <strong>{status}</strong>
      <br />
      {t(details.czyWymagaHaslaCertyfikatu ? 'certificate.passwordAsked' : 'certificate.passwordRemembered')}
    </Alert>
  );
}

/**
 * The P1 signing certificate: its state, and for an editor of therapists or the therapist themself the
 * upload of a .p12/.pfx file with its password (verified by the server, optionally remembered).
 */
export function CertificateSection({
  details,
  canEdit,
}: {
  readonly details: TherapistDetails;
  readonly canEdit: boolean;
}) {
  const t = useTexts();
  const { showError, notify } = useFeedback();
  const upload = useUploadCertificate();
  const own = useStoredUser()?.userId === details.userID;
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [keepPassword, setKeepPassword] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      showError(t('certificate.noFile'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({
        userId: details.userID,
        file,
        password,
        keepPassword,
        onProgress: setProgress,
      });
      setFile(null);
      setPassword('');
      setKeepPassword(false);
      notify(t('therapists.saved'));
    } catch (error) {
      // Spec 001 §4: a refused certificate password means the typed one is no good.
      if (hasErrorCode(error, 'certificate.wrongPassword')) setPassword('');
      showError(errorMessage(error, t('certificate.uploadFailed')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('certificate.title')}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('certificate.title')}
      </Typography>
      <CertificateState details={details} />
      {(canEdit || own) && (
        <Box
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('certificate.upload')}
          sx={{ mt: 2 }}
        >
          <CertificateFormRow>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
              {t('certificate.choose')}
              <input
                hidden
                type="file"
                accept={[...CERTIFICATE_FILE_EXTENSIONS, 'application/x-pkcs12'].join(',')}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color={file ? 'textPrimary' : 'textSecondary'}>
              {file ? t('certificate.chosen', { name: file.name }) : t('certificate.noFile')}
            </Typography>
          </CertificateFormRow>
          <CertificateFormRow>
            <CertificatePasswordField
              helperText={t('certificate.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormControlLabel
              control={
                <Checkbox checked={keepPassword} onChange={(e) => setKeepPassword(e.target.checked)} />
              }
              label={t('certificate.remember')}
            />
            <Button type="submit" variant="contained" loading={upload.isPending}>
              {t('certificate.upload')}
            </Button>
          </CertificateFormRow>
          {progress !== null && (
            <Box sx={{ mt: 1 }}>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('certificate.progress', { percent: String(Math.round(progress * 100)) })}
              />
              <Typography variant="caption">
                {t('certificate.progress', { percent: String(Math.round(progress * 100)) })}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      {own && details.czyCertyfikatWgrany && details.czyWymagaHaslaCertyfikatu && <CertificatePasswordForm />}
    </Paper>
  );
}
