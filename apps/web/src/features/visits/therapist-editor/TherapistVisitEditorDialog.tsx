import Dialog from '@mui/material/Dialog';
import { useTherapistVisitDetails } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useLoadError } from '../editor/useLoadError.ts';
import { TherapistVisitEditor } from './TherapistVisitEditor.tsx';

export interface TherapistVisitEditorDialogProps {
  readonly visitId: number;
  readonly onClose: () => void;
  readonly onChanged?: () => void;
}

/**
 * My calendar's visit editor (§2.2, §2.4): the visit read by GetTherapistVisitDetails; a failed read
 * shows 'Błąd pobierania informacji o wizycie.' and closes it.
 */
export default function TherapistVisitEditorDialog({
  visitId,
  onClose,
  onChanged,
}: TherapistVisitEditorDialogProps) {
  const t = useTexts();
  const details = useTherapistVisitDetails(visitId);
  useLoadError(details.error, t('therapistEditor.loadFailed'), onClose);
  if (details.isError) return null;
  if (!details.data) {
    return (
      <Dialog fullScreen open onClose={onClose} aria-label={t('therapistEditor.step1')}>
        <PageLoader />
      </Dialog>
    );
  }
  return <TherapistVisitEditor details={details.data} onClose={onClose} onChanged={onChanged} />;
}
