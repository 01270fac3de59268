import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';
import { useTexts } from '../../../app/texts.ts';

export interface CloseVisitDialogProps {
  /** true for 'Tak' with whether to send the opinion SMS; null for 'Nie', Escape or a click outside. */
  readonly onAnswer: (answer: { readonly sentOpinion: boolean } | null) => void;
}

/**
 * The close confirmation (§4.3 'Close') when the patient has had no opinion SMS and the company has
 * an opinion template: 'Czy na pewno?' with 'Wysłać SMS z prośbą o opinię?' (unchecked).
 */
export function CloseVisitDialog({ onAnswer }: CloseVisitDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const [sentOpinion, setSentOpinion] = useState(false);
  return (
    <Dialog open onClose={() => onAnswer(null)} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dialog.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('visitEditor.closeQuestion')}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          label={t('smsVisits.sendOpinion')}
          control={<Checkbox checked={sentOpinion} onChange={(e) => setSentOpinion(e.target.checked)} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(null)} autoFocus>
          {t('common.no')}
        </Button>
        <Button onClick={() => onAnswer({ sentOpinion })} variant="contained">
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
