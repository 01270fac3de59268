import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { consentFileType } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { ConsentFileRow } from '../attachments/ConsentFileRow.tsx';
import { CONSENT_FIELDS, usePatientForm } from './patient-form.ts';

/** Tab 2 'Zgody': one checkbox per consent of the record, with its file row while it is checked. */
export function ConsentsTab({ clientId }: { readonly clientId: number }) {
  const t = useTexts();
  const { control } = usePatientForm();
  const checked = useWatch({ control, name: CONSENT_FIELDS });
  return (
    <Stack>
      {CONSENT_FIELDS.map((name, i) => {
        const fileType = consentFileType(name);
        return (
          <Stack key={name}>
            <CheckboxField control={control} name={name} label={t(`patients.consent.${name}`)} />
            {checked[i] && fileType !== undefined && <ConsentFileRow clientId={clientId} type={fileType} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
