import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ClientVoucher } from '@wizytownik/contracts';
import { useUpdateClientVoucher } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { FormDateField } from '../../ui/DateField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { ClientsField } from './ClientsField.tsx';
import { orFallback } from './errors.ts';
import { leftText, typeText } from './format.ts';
import {
  EDIT_FIELDS,
  editSchema,
  voucherEditForm,
  type VoucherEditInput,
  type VoucherEditValues,
} from './voucher-edit-form.ts';

export interface VoucherEditDialogProps {
  readonly voucher: ClientVoucher;
  readonly onClose: () => void;
}

/**
 * Editing a sold voucher (spec 001 §5, §7 update voucher): its expiry, not earlier than the current one
 * (empty: indefinite), and its patients, at least one ('Nie wybrano klientów.').
 */
export function VoucherEditDialog({ voucher, onClose }: VoucherEditDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(editSchema(t, voucher)), [t, voucher]);
  const form = useForm<VoucherEditInput, unknown, VoucherEditValues>({
    resolver,
    defaultValues: voucherEditForm(voucher),
  });
  const update = useUpdateClientVoucher();
  const submit = useFormSubmit(
    form,
    EDIT_FIELDS,
    async (values) => {
      await orFallback(update.mutateAsync(values), t('vouchers.editFailed'));
      notify(t('vouchers.saved'));
      onClose();
    },
    t('vouchers.editFailed'),
  );
  return (
    <FormDialog
      title={t('vouchers.editTitle', { number: voucher.numer })}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('vouchers.save')}
    >
      <Typography color="textSecondary">
        {[
          voucher.nazwa,
          typeText(t, voucher.typ),
          voucher.zuzyty ? t('vouchers.usedUp') : leftText(t, voucher),
        ].join(' · ')}
      </Typography>
      <FormDateField
        control={form.control}
        name="data_wygasniecia"
        label={t('vouchers.expiry')}
        helperText={t('vouchers.expiryHint')}
      />
      <ClientsField control={form.control} name="klienci" />
    </FormDialog>
  );
}
