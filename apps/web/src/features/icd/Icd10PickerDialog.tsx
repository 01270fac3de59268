import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import type { Icd10Item } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Icd10Field } from '../patients/clinical/Icd10Field.tsx';

export interface Icd10PickerDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onPick: (item: { kod: string; opis_icd: string }) => void;
}

/**
 * The ICD-10 picker of the visit course (spec 000 §5): the patient record's ICD-10 autocomplete (page
 * 1, 20 items), confirmed with Enter or 'Wybierz'; confirming with nothing chosen says so.
 */
export function Icd10PickerDialog({ open, onClose, onPick }: Icd10PickerDialogProps) {
  // Mounted only while open, so that each opening starts empty.
  return open ? <Icd10Picker onClose={onClose} onPick={onPick} /> : null;
}

function Icd10Picker({ onClose, onPick }: Omit<Icd10PickerDialogProps, 'open'>) {
  const t = useTexts();
  const [picked, setPicked] = useState<Icd10Item | null>(null);
  const [nothing, setNothing] = useState(false);
  return (
    <FormDialog
      title={t('icd.icd10.title')}
      width={768}
      submitting={false}
      submitLabel={t('icd.pick')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked) {
          setNothing(true);
          return;
        }
        onPick({ kod: picked.kod, opis_icd: picked.opis_icd });
        onClose();
      }}
    >
      <Icd10Field
        autoFocus
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setNothing(false);
        }}
        failedText={t('icd.icd10.failed')}
      />
      {nothing && <FormHelperText error>{t('icd.icd10.nothingPicked')}</FormHelperText>}
    </FormDialog>
  );
}
