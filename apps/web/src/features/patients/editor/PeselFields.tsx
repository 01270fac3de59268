import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { clinicDateTime, formatDate, peselFacts } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { Cell, PatientSelectField, RewrittenTextField } from './fields.tsx';
import { usePatientForm } from './patient-form.ts';

/**
 * PESEL, gender, and the birth date and age derived from the PESEL (spec 001 §5). Typing a PESEL sets
 * the gender from its tenth digit (-1 while it is not valid); a full-length PESEL is checked at once.
 */
export function PeselFields() {
  const t = useTexts();
  const { control, setValue, trigger, getFieldState } = usePatientForm();
  const pesel = useWatch({ control, name: 'pesel' });
  // The age counts to the clinic's today, fixed while the editor is open.
  const [today] = useState(() => clinicDateTime(new Date()).date);
  const { birthDate, age } = peselFacts(pesel, today);

  const onPesel = (value: string) => {
    setValue('gender', peselFacts(value, today).gender, { shouldDirty: true });
    if (value.length >= 11 || getFieldState('pesel').error) void trigger('pesel');
  };

  return (
    <>
      <Cell md={3}>
        <RewrittenTextField
          name="pesel"
          label={t('patients.pesel')}
          rewrite={(typed) => typed.trim()}
          onValue={onPesel}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
      </Cell>
      <Cell md={3}>
        <PatientSelectField
          name="gender"
          label={t('patients.gender')}
          options={[
            { value: -1, label: t('patients.gender.unset') },
            { value: 0, label: t('patients.gender.male') },
            { value: 1, label: t('patients.gender.female') },
          ]}
        />
      </Cell>
      <Cell md={3}>
        <ReadOnlyField label={t('patients.birthDate')} value={birthDate ? formatDate(birthDate) : ''} />
      </Cell>
      <Cell md={3}>
        <ReadOnlyField label={t('patients.age')} value={age === null ? '' : String(age)} />
      </Cell>
    </>
  );
}
