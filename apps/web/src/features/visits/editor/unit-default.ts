import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { OrganizationalUnitDto } from '@wizytownik/contracts';
import { useVisitForm } from './fields.tsx';
import type { TherapistOption } from './TherapistField.tsx';

/** The therapist's main unit when it is an active unit of the list; otherwise none. */
export function defaultUnitOf(
  therapist: TherapistOption,
  units: readonly OrganizationalUnitDto[],
): number | null {
  const unit = units.find((u) => u.id === therapist.mainUnitId);
  return unit?.is_active ? unit.id : null;
}

/**
 * A new visit's organizational unit (IntegracjaP1) follows its therapist's main unit, from the
 * calendar column's therapist on and on every change of therapist, until the user picks a unit by
 * hand. A saved visit keeps its stored unit. Returns what the unit select calls on a pick.
 */
export function useTherapistUnitDefault({
  enabled,
  therapists,
  units,
}: {
  readonly enabled: boolean;
  readonly therapists: readonly TherapistOption[];
  /** Undefined while loading. */
  readonly units: readonly OrganizationalUnitDto[] | undefined;
}): () => void {
  const { control, setValue, getFieldState } = useVisitForm();
  const [pickedByHand, setPickedByHand] = useState(false);
  const therapistId = useWatch({ control, name: 'therapistId' });
  const therapist = therapists.find((o) => o.therapistId === therapistId);
  // Nothing is known while the therapist or the units are still loading (or no therapist is chosen).
  const unit = therapist && units ? defaultUnitOf(therapist, units) : undefined;
  const follows = enabled && !pickedByHand && unit !== undefined;
  useEffect(() => {
    if (!follows) return;
    // A default is not a user's change (no "unsaved changes" question for it); a shown
    // "required" message is checked again.
    setValue('organizationalUnitId', unit, {
      shouldValidate: getFieldState('organizationalUnitId').invalid,
    });
  }, [follows, unit, setValue, getFieldState]);
  return () => setPickedByHand(true);
}
