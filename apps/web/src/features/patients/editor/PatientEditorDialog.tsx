import { useState } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePatient } from '../../../api/patients.ts';
import { useTherapistChoices } from '../../../api/therapists.ts';
import { useErrorDialog } from '../useErrorDialog.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { PatientEditor } from './PatientEditor.tsx';

export interface PatientEditorDialogProps {
  /** The patient to open; 0 adds a new one. */
  readonly clientId: number;
  /** Closing drops the form, so the next new patient starts from the defaults again. */
  readonly onClose: () => void;
}

/**
 * The patient record editor. A new patient, once saved, stays open under its new id so that the
 * tabs of a saved patient appear. Without the record or the therapist list it cannot work: a failed
 * load shows the error and closes it.
 */
export function PatientEditorDialog({ clientId, onClose }: PatientEditorDialogProps) {
  const t = useTexts();
  const [id, setId] = useState(clientId);
  const record = usePatient(id);
  const therapists = useTherapistChoices();
  useErrorDialog(record.error, t('patients.recordFailed'), onClose);
  useErrorDialog(therapists.error, t('patients.rolesFailed'), onClose);

  if (!therapists.data || (id > 0 && !record.data)) {
    return (
      <EditorFrame title={t(id > 0 ? 'common.loading' : 'patients.newTitle')} onClose={onClose}>
        {!record.isError && !therapists.isError && <PageLoader />}
      </EditorFrame>
    );
  }
  return (
    <PatientEditor
      patient={id > 0 ? (record.data ?? null) : null}
      therapists={therapists.data}
      onCreated={setId}
      onClose={onClose}
    />
  );
}
