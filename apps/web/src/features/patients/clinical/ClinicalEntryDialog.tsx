import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { CreateClientDiseaseInput, type ClientDiseaseDto, type Icd10Item } from '@wizytownik/contracts';
import { clinicDateTime, DISEASE_KIND, type DiseaseKind } from '@wizytownik/domain';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useDiseaseSubtypes } from '../../../api/dictionaries.ts';
import { useCreateClientDisease, useUpdateClientDisease } from './hooks.ts';
import { Icd10Field } from './Icd10Field.tsx';
import { KIND_TEXTS } from './kinds.ts';

type EntryForm = z.input<typeof CreateClientDiseaseInput>;
type EntryValues = z.output<typeof CreateClientDiseaseInput>;
type EntryControl = Control<EntryForm, unknown, EntryValues>;

const FIELDS = ['description', 'icd10_Id', 'recognitionTime', 'curedTime', 'subtype'] as const;
/** A select cannot hold null: the empty value stands for 'not chosen'. */
const NONE = '';

function SubtypeField({ control }: { readonly control: EntryControl }) {
  const t = useTexts();
  const subtypes = useDiseaseSubtypes(true);
  const { field, fieldState } = useController({ control, name: 'subtype' });
  return (
    <TextField
      select
      fullWidth
      required
      margin="normal"
      label={t('clinical.subtype')}
      value={field.value ?? NONE}
      onChange={(e) => field.onChange(e.target.value === NONE ? null : Number(e.target.value))}
      inputRef={field.ref}
      error={fieldState.error !== undefined || subtypes.isError}
      helperText={fieldState.error?.message ?? (subtypes.isError ? t('clinical.subtypesFailed') : undefined)}
    >
      {(subtypes.data ?? []).map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.description}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface ClinicalEntryDialogProps {
  readonly clientId: number;
  readonly kind: DiseaseKind;
  /** The entry to change; null adds a new one. */
  readonly entry: ClientDiseaseDto | null;
  readonly onClose: () => void;
}

/**
 * Add or edit an allergy or a disease: ICD-10 code, description, recognition date (today for a new
 * one); a disease also has its subtype and cured date. The contract's rules give the messages.
 */
export function ClinicalEntryDialog({ clientId, kind, entry, onClose }: ClinicalEntryDialogProps) {
  const t = useTexts();
  const texts = KIND_TEXTS[kind];
  const { notify } = useFeedback();
  const isDisease = kind === DISEASE_KIND.disease;
  const [icd, setIcd] = useState<Icd10Item | null>(entry?.icd ?? null);
  const form = useForm<EntryForm, unknown, EntryValues>({
    resolver: zodResolver(CreateClientDiseaseInput),
    defaultValues: {
      clientId,
      type: kind,
      icd10_Id: entry?.icd10_Id ?? null,
      description: entry?.description ?? '',
      recognitionTime: entry?.recognitionTime ?? clinicDateTime(new Date()).date,
      curedTime: entry?.curedTime ?? '',
      subtype: entry?.subtype ?? null,
    },
  });
  const create = useCreateClientDisease(clientId);
  const update = useUpdateClientDisease(clientId);
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (entry) await update.mutateAsync({ ...values, id: entry.id });
      else await create.mutateAsync(values);
      notify(t('clinical.saved'));
      onClose();
    },
    t(entry ? texts.updateFailed : texts.createFailed),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      title={t(entry ? texts.editTitle : texts.addTitle)}
      width={768}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('clinical.save')}
    >
      <Icd10Field
        autoFocus
        value={icd}
        onChange={(picked) => {
          setIcd(picked);
          // After a submit the message about a missing code or description follows the choice.
          form.setValue('icd10_Id', picked?.id ?? null);
          if (formState.isSubmitted) void form.trigger();
        }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('clinical.description')}
        multiline
        minRows={2}
      />
      {isDisease && <SubtypeField control={control} />}
      <FormDateField control={control} name="recognitionTime" label={t('clinical.recognitionTime')} />
      {isDisease && <FormDateField control={control} name="curedTime" label={t('clinical.curedTime')} />}
    </FormDialog>
  );
}
