import type { VisitDetails } from '@wizytownik/contracts';
import { useLoadError } from './useLoadError.ts';
import { useOutpostTherapistIds, useTherapistOptions } from './hooks.ts';
import { VISIT_EDITOR_TEXTS as T } from './texts.ts';
import type { TherapistOption } from './TherapistField.tsx';

/**
 * The therapists the editor offers (§6): for a new visit only active ones, and with an outpost only
 * those of the outpost; a saved visit also shows inactive ones, and always its own therapist.
 */
export function useEditorTherapists(visit: VisitDetails | null, outpostId: number | null, day: Date) {
  const isNew = visit === null;
  const list = useTherapistOptions(isNew);
  useLoadError(list.error, T.therapistsFailed);
  const ofOutpost = useOutpostTherapistIds(isNew ? outpostId : null, day);
  const all: TherapistOption[] = (list.data?.items ?? []).map((t) => ({
    therapistId: t.therapistID,
    userId: t.userID,
    label: `${t.name} ${t.surname}`,
    isActive: t.isActive,
    visitTime: t.visitTime,
  }));
  const allowed = ofOutpost.data;
  const options = allowed ? all.filter((t) => allowed.has(t.therapistId)) : all;
  if (visit && !options.some((t) => t.therapistId === visit.therapistId)) {
    options.unshift({
      therapistId: visit.therapistId,
      userId: 0,
      label: visit.therapistName,
      isActive: true,
      visitTime: null,
    });
  }
  return { options, loading: list.isFetching || ofOutpost.isFetching };
}
