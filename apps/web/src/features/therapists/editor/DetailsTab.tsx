import type { ComponentType } from 'react';
import type { SaveTherapistInput, TherapistDetails } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useTherapistDetails } from '../../../api/therapists.ts';
import { useSaveTherapist } from '../hooks.ts';
import { savePayload } from './payload.ts';
import { TabState } from './TabState.tsx';

export interface DetailsEditorProps {
  readonly details: TherapistDetails;
  /** Wizytownik_Terapeuci_Edycja: without it the tab is read-only. */
  readonly canEdit: boolean;
}

/** A tab that edits part of the therapist's details (Ogólne, Harmonogram): loads them, then the editor. */
export function DetailsTab({
  userId,
  editor: Editor,
}: {
  readonly userId: number;
  readonly editor: ComponentType<DetailsEditorProps>;
}) {
  const t = useTexts();
  const details = useTherapistDetails(userId);
  const canEdit = useAccess().isGranted('Wizytownik_Terapeuci_Edycja');
  return (
    <TabState query={details} failed={t('therapists.detailsFailed')}>
      {(d) => <Editor details={d} canEdit={canEdit} />}
    </TabState>
  );
}

/** Saves the tab's part with the rest as loaded and says 'Zapisano'; returns the saved therapist. */
export function useSaveDetails(details: TherapistDetails) {
  const t = useTexts();
  const { notify } = useFeedback();
  const save = useSaveTherapist();
  return async (changes: Partial<SaveTherapistInput>): Promise<TherapistDetails> => {
    const saved = await save.mutateAsync(savePayload(details, changes));
    notify(t('therapists.saved'));
    return saved;
  };
}
