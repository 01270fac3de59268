import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TherapistVisitDetails } from '@wizytownik/contracts';
import { DISEASE_KIND, formatDateTime } from '@wizytownik/domain';
import { hasErrorCode } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useReloadCourse, useTherapistPreviousVisit } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FullScreenDialog } from '../../../ui/FullScreenDialog.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import ClinicalTab from '../../patients/clinical/ClinicalTab.tsx';
import { visitError } from '../editor/errors.ts';
import { useChangeVisitType } from '../editor/hooks.ts';
import { PatientFacts } from '../editor/PatientFacts.tsx';
import { useLoadError } from '../editor/useLoadError.ts';
import { displayHours } from '../history/format.ts';
import { isBlank } from '../course/course-text.ts';
import { VisitHistoryTable } from '../history/index.ts';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

export interface GeneralInfoStepProps {
  readonly details: TherapistVisitDetails;
  readonly readOnly: boolean;
  readonly onChanged?: () => void;
}

/**
 * Step 1 'Informacje ogólne' (§2.4): the visit's time, the patient and guardian, the therapist, the
 * treatment, the visit type, birth date and age, notes, the previous visit with the full visit history,
 * and the patient's allergies and diseases (with Wizytownik_Klienci_Choroby).
 */
export function GeneralInfoStep({ details, readOnly, onChanged }: GeneralInfoStepProps) {
  const t = useTexts();
  const access = useAccess();
  const none = t('therapistEditor.none');
  const treatment = [details.zabiegNazwa, details.podTypZabieguNazwa].filter(Boolean).join(' – ');
  return (
    <Stack spacing={3}>
      <Box sx={GRID}>
        <ReadOnlyField
          label={t('therapistEditor.visitTime')}
          value={`${formatDateTime(details.startTime).slice(0, 10)} ${displayHours(details.startTime, details.endTime)}`}
        />
        <ReadOnlyField label={t('therapistEditor.name')} value={details.clientName} />
        <ReadOnlyField label={t('therapistEditor.surname')} value={details.clientSurname} />
        <ReadOnlyField label={t('therapistEditor.pesel')} value={details.pesel ?? none} />
        <ReadOnlyField label={t('therapistEditor.phone')} value={details.phone ?? none} />
        {details.representativeName && (
          <ReadOnlyField label={t('therapistEditor.guardian')} value={details.representativeName} />
        )}
        <ReadOnlyField label={t('therapistEditor.therapist')} value={details.therapistAssigned} />
        {treatment && <ReadOnlyField label={t('therapistEditor.treatment')} value={treatment} />}
        <VisitTypeSelect details={details} readOnly={readOnly} onChanged={onChanged} />
      </Box>
      <PatientFacts pesel={details.pesel} />
      {!isBlank(details.visitNotes) && (
        <RichTextEditor
          label={t('therapistEditor.notes')}
          value={details.visitNotes ?? ''}
          onChange={() => {}}
          disabled
        />
      )}
      <PreviousVisit visitId={details.visitId} clientId={details.client_id} />
      {access.isGranted('Wizytownik_Klienci_Choroby') && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h3">
            {t('therapistEditor.allergies')}
          </Typography>
          <ClinicalTab clientId={details.client_id} kind={DISEASE_KIND.allergy} />
          <Typography variant="h6" component="h3">
            {t('therapistEditor.diseases')}
          </Typography>
          <ClinicalTab clientId={details.client_id} kind={DISEASE_KIND.disease} />
        </Stack>
      )}
    </Stack>
  );
}

/** The therapist's visit types; choosing one sets it at once (the end follows the type's length). */
function VisitTypeSelect({ details, readOnly, onChanged }: GeneralInfoStepProps) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const change = useChangeVisitType();
  const reload = useReloadCourse();
  const [chosen, setChosen] = useState(details.typWizytyTerapeutyId);
  if (details.typyWizytTerapeuty.length === 0) return null;
  const choose = async (typeId: number) => {
    const before = chosen;
    setChosen(typeId);
    try {
      await change.mutateAsync({ typ_wizyty_id: typeId, visit_id: details.visitId });
      reload(details.visitId);
      onChanged?.();
    } catch (error) {
      if (hasErrorCode(error, 'visit.visitTypeCollides')) {
        setChosen(null);
        notify(t('visitEditor.visitTypeClash'), 'warning');
      } else {
        setChosen(before);
        showError(visitError(error, t('visitEditor.visitTypeFailed')));
      }
    }
  };
  return (
    <TextField
      select
      margin="normal"
      label={t('therapistEditor.visitType')}
      value={chosen ?? ''}
      disabled={readOnly || change.isPending}
      onChange={(e) => void choose(Number(e.target.value))}
    >
      {details.typyWizytTerapeuty.map((type) => (
        <MenuItem key={type.id} value={type.id} disabled={!type.aktywna}>
          {type.dlugosc_wizyty > 0
            ? t('visitEditor.visitTypeOption', { name: type.nazwa, minutes: type.dlugosc_wizyty })
            : type.nazwa}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The patient's visit before this one ('Brak poprzednich wizyt...' when none) and 'Historia wizyt'. */
function PreviousVisit({ visitId, clientId }: { readonly visitId: number; readonly clientId: number }) {
  const t = useTexts();
  const previous = useTherapistPreviousVisit(visitId);
  useLoadError(previous.error, t('visitEditor.loadFailed'));
  const [historyOpen, setHistoryOpen] = useState(false);
  const visit = previous.data;
  const text =
    visit === undefined
      ? ''
      : visit === null
        ? t('therapistEditor.noPreviousVisit')
        : t('therapistEditor.previousVisitAt', {
            date: `${formatDateTime(visit.startTime).slice(0, 10)} ${displayHours(visit.startTime, visit.endTime)}`,
            therapist: visit.therapistName,
          });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <ReadOnlyField label={t('therapistEditor.previousVisit')} value={text} />
      </Box>
      <Button variant="outlined" startIcon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
        {t('therapistEditor.history')}
      </Button>
      {historyOpen && (
        <FullScreenDialog
          title={t('therapistEditor.history')}
          onClose={() => setHistoryOpen(false)}
          maxWidth={1400}
        >
          <VisitHistoryTable clientId={clientId} />
        </FullScreenDialog>
      )}
    </Stack>
  );
}
