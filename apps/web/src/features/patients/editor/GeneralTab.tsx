import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { ClientPickerItem } from '@wizytownik/contracts';
import { KNOWLEDGE_OF_US_SOURCES, NIP_MASK, formatNip } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { CreditSection } from './CreditSection.tsx';
import { PeselFields } from './PeselFields.tsx';
import { Cell, PatientSelectField, PatientTextField, RewrittenTextField } from './fields.tsx';
import { GuardianSection } from './GuardianSection.tsx';
import { usePatientForm } from './patient-form.ts';

export interface TherapistChoice {
  readonly id: number;
  readonly name: string;
  readonly surname: string;
}

/** The assigned therapist; one who has left since stays on the record under a neutral label. */
function TherapistField({ therapists }: { readonly therapists: readonly TherapistChoice[] }) {
  const t = useTexts();
  const { control } = usePatientForm();
  const { field } = useController({ control, name: 'therapistID' });
  const known = field.value === null || therapists.some((u) => u.id === field.value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={t('patients.therapist')}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      inputRef={field.ref}
    >
      <MenuItem value="">{t('patients.none')}</MenuItem>
      {!known && <MenuItem value={field.value ?? ''}>{t('patients.inactiveTherapist')}</MenuItem>}
      {therapists.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {`${u.name} ${u.surname}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface GeneralTabProps {
  readonly clientId: number;
  readonly guardian: ClientPickerItem | null;
  readonly therapists: readonly TherapistChoice[];
}

/** Tab 0 'Ogólne': personal and contact data, PESEL with what it gives, the guardian and the credit. */
export function GeneralTab({ clientId, guardian, therapists }: GeneralTabProps) {
  const t = useTexts();
  const { control } = usePatientForm();
  const payU = useAccess().features?.has('PayU') === true;
  return (
    <>
      <Grid container columnSpacing={2}>
        <Cell md={6}>
          <PatientTextField name="name" label={t('patients.name')} required autoFocus />
        </Cell>
        <Cell md={6}>
          <PatientTextField name="surname" label={t('patients.surname')} required />
        </Cell>
        <Cell md={5}>
          <PatientTextField name="emailAddress" label={t('patients.email')} type="email" />
        </Cell>
        <Cell md={4}>
          <PatientTextField name="phone" label={t('patients.phone')} type="tel" />
        </Cell>
        <Cell md={3} middle>
          <CheckboxField control={control} name="usePhoneForSMS" label={t('patients.usePhoneForSMS')} />
        </Cell>
        <PeselFields />
        <Cell md={3}>
          <RewrittenTextField
            name="nip"
            label={t('patients.nip')}
            placeholder={NIP_MASK}
            // Capitals as typed, hyphens put in by the mask ###-###-##-##.
            rewrite={(typed) => formatNip(typed.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: NIP_MASK.length } }}
          />
        </Cell>
        <Cell md={3}>
          <TherapistField therapists={therapists} />
        </Cell>
        <Cell md={6}>
          <PatientSelectField
            name="knowledgeOfUsSource"
            label={t('patients.knowledgeOfUs')}
            options={KNOWLEDGE_OF_US_SOURCES}
            empty
          />
        </Cell>
        <Cell md={payU ? 8 : 12}>
          <PatientTextField name="description" label={t('patients.description')} />
        </Cell>
        {payU && (
          <Cell md={4} middle>
            <CheckboxField control={control} name="payByPayU" label={t('patients.payByPayU')} />
          </Cell>
        )}
        <Cell md={12}>
          <PatientTextField name="notes" label={t('patients.notes')} multiline minRows={3} />
        </Cell>
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {t('patients.guardianSection')}
      </Typography>
      <GuardianSection clientId={clientId} initial={guardian} />
      <CreditSection />
    </>
  );
}
