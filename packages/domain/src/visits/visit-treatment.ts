/*
 * A visit's physiotherapy treatment (spec 000 §2.3, §5 'Visit save'; feature Fizykoterapia). With the
 * feature on, the editor shows the treatment select and a save needs a treatment — unless a therapist
 * visit type is chosen (the type select is shown only when no treatment is chosen, so a visit has one
 * or the other). With the feature off, a treatment is refused. A new choice must be active; a visit
 * keeps an inactive treatment or subtype it already has.
 */

/** Why a visit's treatment fields are refused; each is a code `visit.<problem>` of the error catalogue. */
export type VisitTreatmentProblem =
  | 'treatmentsDisabled'
  | 'treatmentRequired'
  | 'unknownTreatment'
  | 'inactiveTreatment'
  | 'subtypeWithoutTreatment'
  | 'unknownTreatmentSubtype'
  | 'inactiveTreatmentSubtype';

/** The wire field of a save each problem is shown under. */
export const VISIT_TREATMENT_FIELD: Record<VisitTreatmentProblem, 'zabiegId' | 'zabiegPodtypId'> = {
  treatmentsDisabled: 'zabiegId',
  treatmentRequired: 'zabiegId',
  unknownTreatment: 'zabiegId',
  inactiveTreatment: 'zabiegId',
  subtypeWithoutTreatment: 'zabiegPodtypId',
  unknownTreatmentSubtype: 'zabiegPodtypId',
  inactiveTreatmentSubtype: 'zabiegPodtypId',
};

export interface VisitTreatmentChoice {
  /** The clinic's feature Fizykoterapia. */
  readonly featureOn: boolean;
  readonly treatmentId: number | null;
  readonly subtypeId: number | null;
  /** The therapist visit type chosen with it, if any. */
  readonly visitTypeId: number | null;
  /** The chosen treatment as the clinic has it (null: not the clinic's), with its subtypes. */
  readonly treatment: {
    readonly isActive: boolean;
    readonly subtypes: readonly { readonly id: number; readonly isActive: boolean }[];
  } | null;
  /** What the visit holds now (null for a new visit): these may stay even when inactive. */
  readonly current: { readonly treatmentId: number | null; readonly subtypeId: number | null } | null;
}

/** The first problem of a visit's treatment fields, or null when they may be saved. */
export function visitTreatmentProblem(choice: VisitTreatmentChoice): VisitTreatmentProblem | null {
  const chosen = choice.treatmentId !== null || choice.subtypeId !== null;
  if (!choice.featureOn) return chosen ? 'treatmentsDisabled' : null;
  if (choice.treatmentId === null) {
    if (choice.subtypeId !== null) return 'subtypeWithoutTreatment';
    return choice.visitTypeId === null ? 'treatmentRequired' : null;
  }
  const { treatment, current } = choice;
  if (!treatment) return 'unknownTreatment';
  const keepsTreatment = current?.treatmentId === choice.treatmentId;
  if (!treatment.isActive && !keepsTreatment) return 'inactiveTreatment';
  if (choice.subtypeId === null) return null;
  const subtype = treatment.subtypes.find((s) => s.id === choice.subtypeId);
  if (!subtype) return 'unknownTreatmentSubtype';
  if (!subtype.isActive && !(keepsTreatment && current?.subtypeId === choice.subtypeId))
    return 'inactiveTreatmentSubtype';
  return null;
}
