import Grid from '@mui/material/Grid';
import { VOIVODESHIPS } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { Cell, PatientSelectField, PatientTextField } from './fields.tsx';

const REGIONS = VOIVODESHIPS.map((name) => ({ value: name, label: name }));

/** Tab 1 'Adres': street, building and flat numbers, postcode, city and one of the 16 voivodeships. */
export function AddressTab() {
  const t = useTexts();
  return (
    <Grid container columnSpacing={2}>
      <Cell md={6}>
        <PatientTextField name="street" label={t('patients.street')} />
      </Cell>
      <Cell md={3}>
        <PatientTextField name="numer_budynku" label={t('patients.buildingNumber')} />
      </Cell>
      <Cell md={3}>
        <PatientTextField name="numer_lokalu" label={t('patients.flatNumber')} />
      </Cell>
      <Cell md={3}>
        <PatientTextField name="postcode" label={t('patients.postcode')} />
      </Cell>
      <Cell md={5}>
        <PatientTextField name="city" label={t('patients.city')} />
      </Cell>
      <Cell md={4}>
        <PatientSelectField name="region" label={t('patients.region')} options={REGIONS} empty />
      </Cell>
    </Grid>
  );
}
