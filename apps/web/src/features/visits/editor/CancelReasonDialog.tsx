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
  /** A visit of a recurring series: the later visits of the series are cancelled with it. */
  readonly andFollowing: boolean;
}

export interface CancelReasonDialogProps {
  /** The visit is one of a recurring series: 'Tylko tę wizytę' or 'Tę i następne' is offered. */
  readonly series?: boolean;
  readonly onClose: () => void;
  /** Resolves when the visit is cancelled; the dialog shows progress meanwhile. */
  readonly onCancel: (reason: CancelReason) => Promise<void>;
}

/** The cancel reason (§4.3): one of the four subtypes, required, and optional notes. */
export function CancelReasonDialog({ series = false, onClose, onCancel }: CancelReasonDialogProps) {
  const t = useTexts();
  const labelId = useId();
  const scopeId = useId();
  const [andFollowing, setAndFollowing] = useState(false);
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
      await onCancel({ subtype, reason: notes.trim() || null, andFollowing: series && andFollowing });
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
      {series && (
        <FormControl sx={{ display: 'block', mt: 1 }}>
          <FormLabel id={scopeId}>{t('visitEditor.series.cancelScope')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={scopeId}
            value={andFollowing ? 'following' : 'one'}
            onChange={(_e, value) => setAndFollowing(value === 'following')}
          >
            <FormControlLabel
              value="one"
              control={<Radio />}
              label={t('visitEditor.series.cancelOnlyThis')}
            />
            <FormControlLabel
              value="following"
              control={<Radio />}
              label={t('visitEditor.series.cancelFollowing')}
            />
          </RadioGroup>
        </FormControl>
      )}
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
