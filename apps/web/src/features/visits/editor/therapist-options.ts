import type { VisitDetails } from '@wizytownik/contracts';
import { useLoadError } from './useLoadError.ts';
import { useTherapistOptions } from '../../../api/therapists.ts';
import { useTexts } from '../../../app/texts.ts';
import type { TherapistOption } from './TherapistField.tsx';

/**
 * The therapists the editor offers (§6): for a new visit only active ones, and with an outpost only
 * those of the outpost; a saved visit also shows inactive ones, and always its own therapist.
 */
export function useEditorTherapists(visit: VisitDetails | null, outpostId: number | null) {
  const t = useTexts();
  const isNew = visit === null;
  const list = useTherapistOptions(isNew, isNew ? outpostId : null);
  useLoadError(list.error, t('visitEditor.therapistsFailed'));
  const options: TherapistOption[] = (list.data?.items ?? []).map((therapist) => ({
    therapistId: therapist.therapistID,
    userId: therapist.userID,
    label: `${therapist.name} ${therapist.surname}`,
    isActive: therapist.isActive,
    visitTime: therapist.visitTime,
    mainUnitId: therapist.mainOrganizationalUnitID,
  }));
  if (visit && !options.some((o) => o.therapistId === visit.therapistId)) {
    options.unshift({
      therapistId: visit.therapistId,
      userId: 0,
      label: visit.therapistName,
      isActive: true,
      visitTime: null,
      mainUnitId: null,
    });
  }
  return { options, loading: list.isFetching };
}
