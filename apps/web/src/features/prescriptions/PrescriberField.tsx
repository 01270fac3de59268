import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTherapistOptions } from '../../api/therapists.ts';
import { useTexts } from '../../app/texts.ts';

/**
 * For a system administrator who is not a therapist: the therapist the package is written for (the
 * server signs with that therapist's certificate). A therapist always prescribes as themself.
 */
export function PrescriberField({
  value,
  onChange,
  missing,
}: {
  readonly value: number;
  readonly onChange: (therapistId: number) => void;
  readonly missing: boolean;
}) {
  const t = useTexts();
  const options = useTherapistOptions(true, null);
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={t('prescriptions.prescriber')}
      value={value || ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={missing}
      helperText={missing ? t('prescriptions.prescriberRequired') : undefined}
    >
      {(options.data?.items ?? []).map((therapist) => (
        <MenuItem key={therapist.therapistID} value={therapist.therapistID}>
          {`${therapist.name} ${therapist.surname}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
