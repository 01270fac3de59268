import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { VoucherKind } from '@wizytownik/contracts';
import { VOUCHER_TYPES } from '@wizytownik/domain';
import { useAddVoucherKind, useUpdateVoucherKind } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { orFallback } from './errors.ts';
import {
  KIND_FIELDS,
  kindForm,
  kindSchema,
  newKindForm,
  type KindFormInput,
  type KindValues,
} from './kind-form.ts';

export interface KindDialogProps {
  /** The kind to edit; null adds one. */
  readonly kind: VoucherKind | null;
  readonly onClose: () => void;
}

/** Adds or edits a voucher kind: name, type, quantity in the type's unit, price and validity in days. */
export function KindDialog({ kind, onClose }: KindDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(kindSchema(t)), [t]);
  const form = useForm<KindFormInput, unknown, KindValues>({
    resolver,
    defaultValues: kind ? kindForm(kind) : newKindForm(),
  });
  const type = useWatch({ control: form.control, name: 'typ' });
  const addKind = useAddVoucherKind();
  const updateKind = useUpdateVoucherKind();
  const submit = useFormSubmit(
    form,
    KIND_FIELDS,
    async (values) => {
      const saved = kind ? updateKind.mutateAsync({ ...values, id: kind.id }) : addKind.mutateAsync(values);
      await orFallback(saved, t('vouchers.kinds.saveFailed'));
      notify(t('vouchers.saved'));
      onClose();
    },
    t('vouchers.kinds.saveFailed'),
  );
  const { control } = form;
  return (
    <FormDialog
      title={t(kind ? 'vouchers.kinds.editTitle' : 'vouchers.kinds.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('vouchers.save')}
    >
      <FormTextField control={control} name="nazwa" label={t('vouchers.name')} required autoFocus />
      <FormTextField control={control} name="typ" label={t('vouchers.type')} select>
        {VOUCHER_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`vouchers.type.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {type === 2 ? (
        <AmountField control={control} name="ilosc" label={t('vouchers.quantity.2')} required />
      ) : (
        <FormTextField
          control={control}
          name="ilosc"
          label={t(`vouchers.quantity.${type === 1 ? 1 : 0}`)}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <AmountField control={control} name="cena" label={t('vouchers.priceZl')} required />
      <FormTextField
        control={control}
        name="waznosc_dni"
        label={t('vouchers.validityDays')}
        helperText={t('vouchers.validityHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
