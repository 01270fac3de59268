import { useWatch } from 'react-hook-form';
import type { Treatment } from '@wizytownik/contracts';
import { treatmentLength } from '@wizytownik/domain';
import { useTreatmentPicker } from '../../../api/treatments.ts';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { IdSelectField, useVisitForm } from './fields.tsx';
import { useLoadError } from './useLoadError.ts';
import { formInstant, timeAfter } from './visit-form.ts';

export interface TreatmentFieldsProps {
  readonly disabled: boolean;
}

const optionLabel = (t: Translate, name: string, minutes: number) =>
  minutes > 0 ? t('visitEditor.treatmentOption', { name, minutes }) : name;

/**
 * The treatment and subtype selects of a visit (§2.3, feature Fizykoterapia; shown only with it).
 * Inactive treatments and subtypes are listed disabled (one the visit already has stays shown); the
 * subtype select appears only when the treatment has subtypes. Choosing either sets the end to the
 * start plus the treatment's length, the subtype's when above 0 (domain treatmentLength); choosing a
 * treatment clears the therapist visit type, whose select is shown only without a treatment.
 */
export function TreatmentFields({ disabled }: TreatmentFieldsProps) {
  const t = useTexts();
  const { control, getValues, setValue } = useVisitForm();
  const list = useTreatmentPicker(true);
  useLoadError(list.error, t('visitEditor.treatmentsFailed'));
  const treatmentId = useWatch({ control, name: 'zabiegId' });
  const treatments = list.data?.items ?? [];
  const chosen = treatments.find((x) => x.id === treatmentId);

  const setEnd = (treatment: Treatment | undefined, subtypeId: number | null) => {
    if (!treatment) return;
    const subtype = treatment.podtypy.find((s) => s.id === subtypeId);
    const start = formInstant(getValues('date'), getValues('startTime'));
    if (!start) return;
    const minutes = treatmentLength(treatment.dlugoscWizyty, subtype?.dlugoscWizyty);
    setValue('endTime', timeAfter(start, minutes), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <>
      <IdSelectField
        name="zabiegId"
        label={t('visitEditor.treatment')}
        required
        options={treatments.map((x) => ({
          id: x.id,
          label: optionLabel(t, x.nazwa, x.dlugoscWizyty),
          disabled: !x.aktywny,
        }))}
        emptyLabel={t('visitEditor.noVisitType')}
        disabled={disabled}
        onChosen={(id) => {
          setValue('zabiegPodtypId', null, { shouldDirty: true });
          if (id !== null) setValue('typWizytyTerapeutyId', null, { shouldDirty: true });
          setEnd(
            treatments.find((x) => x.id === id),
            null,
          );
        }}
      />
      {chosen && chosen.podtypy.length > 0 && (
        <IdSelectField
          name="zabiegPodtypId"
          label={t('visitEditor.treatmentSubtype')}
          options={chosen.podtypy.map((s) => ({
            id: s.id,
            label: optionLabel(t, s.nazwa, s.dlugoscWizyty),
            disabled: !s.aktywny,
          }))}
          emptyLabel={t('visitEditor.noSubtype')}
          disabled={disabled}
          onChosen={(id) => setEnd(chosen, id)}
        />
      )}
    </>
  );
}
