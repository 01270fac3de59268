import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { DeleteClientDiseaseInput, type ClientDiseaseDto } from '@wizytownik/contracts';
import type { DiseaseKind } from '@wizytownik/domain';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useDeleteClientDisease } from './hooks.ts';
import { entryName, KIND_TEXTS } from './kinds.ts';

const ReasonForm = DeleteClientDiseaseInput.pick({ reason: true });
type ReasonInput = z.input<typeof ReasonForm>;
type ReasonValues = z.output<typeof ReasonForm>;
const FIELDS = ['reason'] as const;

export interface DeleteEntryDialogProps {
  readonly clientId: number;
  readonly kind: DiseaseKind;
  readonly entry: ClientDiseaseDto;
  readonly onClose: () => void;
}

/** Deleting an allergy or a disease asks why (spec 001 §5); the reason is kept with the entry. */
export function DeleteEntryDialog({ clientId, kind, entry, onClose }: DeleteEntryDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<ReasonInput, unknown, ReasonValues>({
    resolver: zodResolver(ReasonForm),
    defaultValues: { reason: '' },
  });
  const remove = useDeleteClientDisease(clientId);
  const submit = useFormSubmit(
    form,
    FIELDS,
    async ({ reason }) => {
      await remove.mutateAsync({ id: entry.id, reason });
      notify(t('clinical.deleted'));
      onClose();
    },
    t('clinical.deleteFailed'),
  );
  return (
    <FormDialog
      title={t(KIND_TEXTS[kind].deleteTitle)}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('clinical.deleteSubmit')}
    >
      <DialogContentText>{t('clinical.deleteQuestion', { name: entryName(entry) })}</DialogContentText>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('clinical.reason')}
        required
        autoFocus
        multiline
      />
    </FormDialog>
  );
}
