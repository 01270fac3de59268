import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import type { Treatment } from '@wizytownik/contracts';
import { useOutpostOptions } from '../../api/outposts.ts';
import { useInsertTreatment, useTreatmentCategories, useUpdateTreatment } from '../../api/treatments.ts';
import { useTexts } from '../../app/texts.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { SubtypesSection } from './SubtypesSection.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import {
  NONE,
  newTreatmentForm,
  TREATMENT_FIELDS,
  treatmentForm,
  treatmentSchema,
  type TreatmentFormInput,
  type TreatmentValues,
} from './treatment-form.ts';

type FormControl = Control<TreatmentFormInput, unknown, TreatmentValues>;

/** The treatment's category: one of the clinic's, or none. */
function CategoryField({ control }: { readonly control: FormControl }) {
  const t = useTexts();
  const categories = useTreatmentCategories();
  return (
    <FormTextField
      control={control}
      name="kategoriaId"
      label={t('treatments.category')}
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={NONE}>{t('treatments.noCategory')}</MenuItem>
      {(categories.data ?? []).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.nazwa}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/**
 * Where the treatment is done: the main location or one of the clinic's active additional outposts
 * (the current one stays listed when it has since been made inactive).
 */
function OutpostField({
  control,
  current,
}: {
  readonly control: FormControl;
  readonly current: Treatment | null;
}) {
  const t = useTexts();
  const outposts = useOutpostOptions();
  const options = outposts.data ?? [];
  const kept =
    current?.additionalOutpostId != null && !options.some((o) => o.id === current.additionalOutpostId)
      ? [{ id: current.additionalOutpostId, name: current.additionalOutpostNazwa ?? '' }]
      : [];
  return (
    <FormTextField
      control={control}
      name="additionalOutpostId"
      label={t('treatments.outpost')}
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      helperText={outposts.isError ? t('treatments.outpostsFailed') : undefined}
    >
      <MenuItem value={NONE}>{t('treatments.mainLocation')}</MenuItem>
      {[...options, ...kept].map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export interface TreatmentDialogProps {
  /** The treatment to edit; null adds one. */
  readonly treatment: Treatment | null;
  readonly onClose: () => void;
}

/**
 * Adds or edits a treatment: name, category, price in złote, length in whole minutes, outpost and the
 * active flag; an edited treatment lists its subtypes, which are added and changed from here.
 */
export function TreatmentDialog({ treatment, onClose }: TreatmentDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(treatmentSchema()), []);
  const form = useForm<TreatmentFormInput, unknown, TreatmentValues>({
    resolver,
    defaultValues: treatment ? treatmentForm(treatment) : newTreatmentForm(),
  });
  const insert = useInsertTreatment();
  const update = useUpdateTreatment();
  const submit = useFormSubmit(
    form,
    TREATMENT_FIELDS,
    async (values) => {
      if (treatment) await update.mutateAsync({ ...values, id: treatment.id });
      else await insert.mutateAsync(values);
      notify(t('treatments.saved'));
      onClose();
    },
    t('treatments.saveFailed'),
  );
  const { control } = form;
  const typedLength = useWatch({ control, name: 'dlugoscWizyty' });
  return (
    <FormDialog
      title={t(treatment ? 'treatments.editTitle' : 'treatments.addTitle')}
      width={700}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('treatments.save')}
    >
      <FormTextField control={control} name="nazwa" label={t('treatments.name')} required autoFocus />
      <CategoryField control={control} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField control={control} name="cena" label={t('treatments.priceZl')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="dlugoscWizyty"
            label={t('treatments.length')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </Grid>
      </Grid>
      <OutpostField control={control} current={treatment} />
      <CheckboxField variant="switch" control={control} name="aktywny" label={t('treatments.active')} />
      {treatment ? (
        <SubtypesSection treatment={treatment} typedLength={typedLength} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('treatments.subtypes.afterSave')}
        </Typography>
      )}
    </FormDialog>
  );
}
