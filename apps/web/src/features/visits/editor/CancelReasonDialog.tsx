import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { CANCEL_DIALOG_SUBTYPES, CANCEL_SUBTYPE_LABELS, type CancelSubtype } from '@wizytownik/domain';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useTexts } from '../../../app/texts.ts';

export interface CancelReason {
  readonly subtype: CancelSubtype;
  readonly reason: string | null;
}

export interface CancelReasonDialogProps {
  readonly onClose: () => void;
  /** Resolves when the visit is cancelled; the dialog shows progress meanwhile. */
  readonly onCancel: (reason: CancelReason) => Promise<void>;
}

/** The cancel reason (§4.3): one of the four subtypes, required, and optional notes. */
export function CancelReasonDialog({ onClose, onCancel }: CancelReasonDialogProps) {
  const t = useTexts();
  const labelId = useId();
  const [subtype, setSubtype] = useState<CancelSubtype | null>(null);
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (subtype === null) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      await onCancel({ subtype, reason: notes.trim() || null });
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={t('visitEditor.cancelTitle')}
      width={500}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      submitting={sending}
      submitLabel={t('visitEditor.cancelSubmit')}
    >
      <FormControl error={missing} required>
        <FormLabel id={labelId}>{t('visitEditor.cancelReason')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={subtype ?? ''}
          onChange={(_e, value) => {
            setSubtype(Number(value) as CancelSubtype);
            setMissing(false);
          }}
        >
          {CANCEL_DIALOG_SUBTYPES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={CANCEL_SUBTYPE_LABELS[s]} />
          ))}
        </RadioGroup>
        {missing && <FormHelperText>{t('contract.cancelSubtypeRequired')}</FormHelperText>}
      </FormControl>
      <TextField
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        label={t('visitEditor.cancelNotes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </FormDialog>
  );
}
