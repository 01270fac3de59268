import Grid from '@mui/material/Grid';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { CREDIT_BASES, CREDIT_OTHER_BASIS } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { Cell, PatientSelectField, PatientTextField } from './fields.tsx';
import { usePatientForm } from './patient-form.ts';

const BASIS_OPTIONS = CREDIT_BASES.map((basis) => ({ value: basis, label: basis }));

/** The credit fields of the record: only with the Kredyty feature and `Wizytownik_KlienciKredyty`. */
export function CreditSection() {
  const access = useAccess();
  const allowed = access.features?.has('Kredyty') === true && access.isGranted('Wizytownik_KlienciKredyty');
  return allowed ? <CreditFields /> : null;
}

/** 'Kredyt' reveals the basis, its free text for 'Inne', the limit in zł and the validity date. */
function CreditFields() {
  const t = useTexts();
  const { control } = usePatientForm();
  const [credit, basis] = useWatch({ control, name: ['kredyt', 'kredyt_podstawa'] });
  return (
    <Box sx={{ mt: 2 }}>
      <CheckboxField control={control} name="kredyt" label={t('patients.kredyt')} />
      {credit && (
        <Grid container columnSpacing={2}>
          <Cell md={3}>
            <PatientSelectField
              name="kredyt_podstawa"
              label={t('patients.creditBasis')}
              options={BASIS_OPTIONS}
              empty
              required
            />
          </Cell>
          {basis === CREDIT_OTHER_BASIS && (
            <Cell md={3}>
              <PatientTextField name="kredyt_podstawa_inna" label={t('patients.creditOtherBasis')} required />
            </Cell>
          )}
          <Cell md={3}>
            <PatientTextField
              name="limit_kredytowy"
              label={t('patients.creditLimit')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Cell>
          <Cell md={3}>
            <PatientTextField
              name="waznosc_kredytu"
              label={t('patients.creditValidity')}
              placeholder={t('patients.creditValidityHint')}
              helperText={t('patients.creditValidityHint')}
              slotProps={{ htmlInput: { maxLength: 10 }, inputLabel: { shrink: true } }}
            />
          </Cell>
        </Grid>
      )}
    </Box>
  );
}
