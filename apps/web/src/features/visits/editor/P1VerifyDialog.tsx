import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { useP1VisitCheck } from '../../../api/p1.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visitError } from './errors.ts';

export interface P1VerifyDialogProps {
  readonly visitId: number;
  readonly onClose: () => void;
}

/**
 * The P1 verification result (spec 000 §2.3): 'Wszystkie dane są poprawne' or the list of what to
 * correct. A failed check closes the dialog with 'Nie można pobrac statusu weryfikacji P1' (§8), or
 * with the server's reason when it refused the check.
 */
export function P1VerifyDialog({ visitId, onClose }: P1VerifyDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const { showError } = useFeedback();
  const check = useP1VisitCheck(visitId, true);

  useEffect(() => {
    if (!check.isError) return;
    // A refusal the server explains (a closed visit) in its words; any other failure in the spec's.
    const refused = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500;
    showError(refused ? visitError(check.error, t('p1.verify.failed')) : t('p1.verify.failed'));
    onClose();
  }, [check.isError, check.error, showError, onClose, t]);

  const result = check.data;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('p1.verify.title')}</DialogTitle>
      <DialogContent>
        {!result ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} />
            <Typography>{t('p1.verify.checking')}</Typography>
          </Stack>
        ) : result.isCorrect ? (
          <Alert severity="success">{t('p1.verify.correct')}</Alert>
        ) : (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 500 }}>{t('p1.verify.problems')}</Typography>
            <List dense sx={{ listStyleType: 'disc', pl: 2 }}>
              {result.errors.map((error) => (
                <ListItem key={error} sx={{ display: 'list-item', py: 0.25 }}>
                  {error}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('p1.verify.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
