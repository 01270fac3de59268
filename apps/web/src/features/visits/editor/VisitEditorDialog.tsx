import { useState } from 'react';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useTexts } from '../../../app/texts.ts';
import { useLoadError } from './useLoadError.ts';
import { useVisit } from './hooks.ts';
import { VisitEditor } from './VisitEditor.tsx';
import { VisitEditorFrame } from './VisitEditorFrame.tsx';
import type { NewVisitInitial } from './visit-form.ts';

export interface VisitEditorDialogProps {
  readonly open: boolean;
  /** The visit to open; without it a new visit. */
  readonly visitId?: number;
  /** A new visit's time and therapist (an empty calendar slot); `outpostId` limits rooms and therapists. */
  readonly initial?: NewVisitInitial;
  readonly onClose: () => void;
  /** After every successful change of the visit (save, status, switches, type). */
  readonly onChanged?: () => void;
}

function VisitEditorHost({ visitId, initial, onClose, onChanged }: Omit<VisitEditorDialogProps, 'open'>) {
  const t = useTexts();
  // A new visit, once saved, goes on under its id.
  const [id, setId] = useState<number | null>(visitId ?? null);
  const [clashes, setClashes] = useState<readonly string[]>([]);
  const visit = useVisit(id);
  useLoadError(visit.error, t('visitEditor.loadFailed'), onClose);
  if (id !== null && !visit.data) {
    return (
      <VisitEditorFrame title={t('visitEditor.loading')} onClose={onClose}>
        {!visit.isError && <PageLoader />}
      </VisitEditorFrame>
    );
  }
  return (
    <VisitEditor
      key={id ?? 'new'}
      visit={visit.data ?? null}
      initial={initial}
      onClose={onClose}
      onChanged={onChanged}
      onCreated={setId}
      clashes={clashes}
      onClashes={setClashes}
    />
  );
}

/**
 * The visit editor (spec 000 §2.3) for the calendar, My calendar and the visit history: a new visit
 * from `initial`, or the visit `visitId`. A visit that cannot be loaded shows
 * 'Nie można pobrać danych o wizycie' and closes.
 */
export default function VisitEditorDialog({
  open,
  visitId,
  initial,
  onClose,
  onChanged,
}: VisitEditorDialogProps) {
  if (!open) return null;
  return (
    <VisitEditorHost
      key={visitId ?? 'new'}
      visitId={visitId}
      initial={initial}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}
