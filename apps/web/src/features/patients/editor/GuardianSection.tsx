import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { ClientPickerItem } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { PatientPicker } from '../PatientPicker.tsx';
import { QuickAddPatientDialog } from '../QuickAddPatientDialog.tsx';
import { GuardianInfoDialog } from './GuardianInfoDialog.tsx';
import { usePatientForm } from './patient-form.ts';

export interface GuardianSectionProps {
  /** The patient whose guardian this is (never offered as their own guardian); 0 while new. */
  readonly clientId: number;
  /** The stored guardian, for the picker to show. */
  readonly initial: ClientPickerItem | null;
}

/**
 * 'Ma opiekuna' and, with it checked, the guardian picker, the quick add of a new guardian
 * (`_Klienci_Edycja`) and the read-only 'Informacje o opiekunie'.
 */
export function GuardianSection({ clientId, initial }: GuardianSectionProps) {
  const t = useTexts();
  const canAdd = useAccess().isGranted('Wizytownik_Klienci_Edycja');
  const { control } = usePatientForm();
  const hasGuardian = useWatch({ control, name: 'haveRepresentative' });
  const { field, fieldState } = useController({ control, name: 'representativeID' });
  const [guardian, setGuardian] = useState(initial);
  const [open, setOpen] = useState<'add' | 'info' | null>(null);
  const choose = (patient: ClientPickerItem | null) => {
    setGuardian(patient);
    field.onChange(patient?.id ?? 0);
  };

  return (
    <>
      <CheckboxField control={control} name="haveRepresentative" label={t('patients.haveRepresentative')} />
      {hasGuardian && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <PatientPicker
            label={t('patients.guardian')}
            value={guardian}
            onChange={choose}
            excludeId={clientId}
            failedText={t('patients.guardiansFailed')}
            error={fieldState.error?.message}
            required
          />
          {canAdd && (
            <Button startIcon={<PersonAddOutlined />} onClick={() => setOpen('add')} sx={{ flexShrink: 0 }}>
              {t('patients.addGuardian')}
            </Button>
          )}
          <Button
            startIcon={<InfoOutlined />}
            disabled={!guardian}
            onClick={() => setOpen('info')}
            sx={{ flexShrink: 0 }}
          >
            {t('patients.guardianInfo')}
          </Button>
        </Stack>
      )}
      {open === 'add' && (
        <QuickAddPatientDialog kind="guardian" onAdded={choose} onClose={() => setOpen(null)} />
      )}
      {open === 'info' && guardian && (
        <GuardianInfoDialog guardianId={guardian.id} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
