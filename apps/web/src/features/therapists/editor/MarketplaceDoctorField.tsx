import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useMarketplaceDoctors, useMarketplaceFacilities } from '../p1-hooks.ts';
import type { GeneralForm, GeneralValues } from './GeneralTab.tsx';

/**
 * The therapist's doctor on the booking marketplace (spec 002 §7), only while the company setting
 * znanyLekarzEnabled is on: a facility (the settings' one first) and one of its doctors, or none.
 */
export function MarketplaceDoctorField({
  control,
  disabled,
}: {
  readonly control: Control<GeneralForm, unknown, GeneralValues>;
  readonly disabled: boolean;
}) {
  const t = useTexts();
  const settings = useCompanySettings();
  const enabled = settings.data?.znanyLekarzEnabled ?? false;
  const facilities = useMarketplaceFacilities(enabled);
  const [picked, setPicked] = useState('');
  const preferred = settings.data?.znanyLekarzPlacowkaId ?? '';
  const list = facilities.data ?? [];
  const facility = picked || (list.find((f) => f.id === preferred) ?? list[0])?.id || '';
  const doctors = useMarketplaceDoctors(enabled ? facility : '');
  const linked = useWatch({ control, name: 'znanyLekarzId' });

  if (settings.isError)
    return (
      <Grid size={12}>
        <Alert severity="error">{t('marketplace.settingsFailed')}</Alert>
      </Grid>
    );
  if (!enabled) return null;
  const failure = facilities.error ?? doctors.error;
  const options = doctors.data ?? [];
  const unknownLink = linked !== '' && !options.some((d) => d.id === linked);
  return (
    <>
      {failure && (
        <Grid size={12}>
          <Alert severity="error">{`${t('marketplace.loadFailed')} ${errorMessage(failure)}`}</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          fullWidth
          margin="normal"
          label={t('marketplace.facility')}
          value={list.some((f) => f.id === facility) ? facility : ''}
          onChange={(e) => setPicked(e.target.value)}
          disabled={disabled || list.length === 0}
        >
          {list.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="znanyLekarzId"
          label={t('marketplace.doctor')}
          select
          disabled={disabled}
        >
          <MenuItem value="">{t('therapists.none')}</MenuItem>
          {unknownLink && (
            <MenuItem value={linked}>{t('marketplace.unknownDoctor', { id: linked })}</MenuItem>
          )}
          {options.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {`${d.surname} ${d.name}`}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </>
  );
}
