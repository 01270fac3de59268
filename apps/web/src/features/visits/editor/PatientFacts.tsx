import Box from '@mui/material/Box';
import { useState } from 'react';
import { clinicDateTime, formatDate, peselFacts } from '@wizytownik/domain';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useTexts } from '../../../app/texts.ts';

/** The patient's birth date and age read from the PESEL (§5), 'Nieznana' / 'Nieznany' without one. */
export function PatientFacts({ pesel }: { readonly pesel: string | null }) {
  const t = useTexts();
  // The age counts to the clinic's today, fixed while the editor is open.
  const [today] = useState(() => clinicDateTime(new Date()).date);
  const { birthDate, age } = peselFacts(pesel, today);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, maxWidth: 480 }}
    >
      <ReadOnlyField
        label={t('visitEditor.birthDate')}
        value={birthDate ? formatDate(birthDate) : t('visitEditor.unknownBirthDate')}
      />
      <ReadOnlyField
        label={t('visitEditor.age')}
        value={age === null ? t('visitEditor.unknownAge') : String(age)}
      />
    </Box>
  );
}
