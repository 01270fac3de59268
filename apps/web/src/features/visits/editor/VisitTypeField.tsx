import { useWatch } from 'react-hook-form';
import { hasErrorCode } from '../../../api/errors.ts';
import { visitError } from './errors.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useTexts } from '../../../app/texts.ts';
import { useLoadError } from './useLoadError.ts';
import { useVisitForm, IdSelectField } from './fields.tsx';
import { useTherapistVisitTypes } from '../../../api/therapists.ts';
import { useChangeVisitType, useStoreVisit } from './hooks.ts';
import { formInstant, timeAfter, toVisitForm } from './visit-form.ts';

export interface VisitTypeFieldProps {
  /** The chosen therapist's user id (visit types are read by it); 0 when none is chosen. */
  readonly userId: number;
  /** The saved visit; a new visit takes the type on save. */
  readonly visitId: number | null;
  readonly disabled: boolean;
  readonly onChanged?: () => void;
}

/**
 * The therapist's visit types (§2.3), shown only when the chosen therapist has some. A type with a
 * length sets the end to start plus that length (§4.3); for a saved visit the server does it at once,
 * and a type that collides with the therapist's calendar puts the times back and clears the type.
 */
export function VisitTypeField({ userId, visitId, disabled, onChanged }: VisitTypeFieldProps) {
  const t = useTexts();
  const { control, getValues, setValue } = useVisitForm();
  const { notify, showError } = useFeedback();
  const types = useTherapistVisitTypes(userId);
  useLoadError(types.error, t('visitEditor.visitTypesFailed'));
  const changeType = useChangeVisitType();
  const storeVisit = useStoreVisit();
  // Watched so that the selector follows a type cleared or restored from outside.
  useWatch({ control, name: 'typWizytyTerapeutyId' });
  const options = (types.data ?? []).map((type) => ({
    id: type.id,
    label:
      type.dlugosc_wizyty > 0
        ? t('visitEditor.visitTypeOption', { name: type.nazwa, minutes: type.dlugosc_wizyty })
        : type.nazwa,
    disabled: !type.aktywna,
  }));
  if (userId <= 0 || options.length === 0) return null;

  const choose = async (typeId: number | null) => {
    const type = types.data?.find((option) => option.id === typeId);
    const before = getValues(['date', 'startTime', 'endTime', 'typWizytyTerapeutyId']);
    if (visitId === null || typeId === null) {
      const start = formInstant(before[0], before[1]);
      if (type && type.dlugosc_wizyty > 0 && start) {
        setValue('endTime', timeAfter(start, type.dlugosc_wizyty), {
          shouldDirty: true,
          shouldValidate: true,
        });
      }
      return;
    }
    try {
      const visit = await changeType.mutateAsync({ typ_wizyty_id: typeId, visit_id: visitId });
      const saved = toVisitForm(visit);
      setValue('date', saved.date);
      setValue('startTime', saved.startTime);
      setValue('endTime', saved.endTime);
      storeVisit(visit);
      onChanged?.();
    } catch (error) {
      setValue('date', before[0]);
      setValue('startTime', before[1]);
      setValue('endTime', before[2]);
      if (hasErrorCode(error, 'visit.visitTypeCollides')) {
        setValue('typWizytyTerapeutyId', null);
        notify(t('visitEditor.visitTypeClash'), 'warning');
      } else {
        setValue('typWizytyTerapeutyId', before[3]);
        showError(visitError(error, t('visitEditor.visitTypeFailed')));
      }
    }
  };

  return (
    <IdSelectField
      name="typWizytyTerapeutyId"
      label={t('visitEditor.visitType')}
      options={options}
      emptyLabel={t('visitEditor.noVisitType')}
      disabled={disabled || changeType.isPending}
      onChosen={(id) => void choose(id)}
    />
  );
}
