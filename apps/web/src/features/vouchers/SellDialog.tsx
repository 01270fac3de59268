import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { VoucherKind } from '@wizytownik/contracts';
import { clinicDateTime, formatMoney } from '@wizytownik/domain';
import { errorMessage } from '../../api/errors.ts';
import { getStoredUser } from '../../api/stored-user.ts';
import { useSellVoucher, useVoucherSellers } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { FormDateField } from '../../ui/DateField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { orFallback } from './errors.ts';
import { ClientsField } from './ClientsField.tsx';
import { voucherQuantity } from './format.ts';
import {
  kindDefaults,
  newSaleForm,
  SALE_FIELDS,
  saleSchema,
  type SaleFormInput,
  type SaleValues,
} from './sale-form.ts';

export interface SellDialogProps {
  readonly kinds: readonly VoucherKind[];
  /** The kind to start with (the kinds list's 'Sprzedaj'). */
  readonly kind?: VoucherKind | null;
  readonly onClose: () => void;
}

/** What a kind gives: '5 wizyt · 450,00 zł · 90 dni'. */
function useKindLabel() {
  const t = useTexts();
  return (kind: VoucherKind) =>
    [
      kind.nazwa,
      voucherQuantity(t, kind.typ, kind.ilosc),
      formatMoney(kind.cena),
      kind.waznosc_dni === null
        ? t('vouchers.indefinite')
        : t('vouchers.validityValue', { days: kind.waznosc_dni }),
    ].join(' · ');
}

/**
 * 'Sprzedaż vouchera': a kind (its price and expiry come into the form), the number, price, sale date,
 * expiry (empty: indefinite), seller (the user by default) and the patients it is sold to.
 */
export function SellDialog({ kinds, kind, onClose }: SellDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const kindLabel = useKindLabel();
  const resolver = useMemo(() => zodResolver(saleSchema(t)), [t]);
  const today = clinicDateTime(new Date()).date;
  const form = useForm<SaleFormInput, unknown, SaleValues>({
    resolver,
    defaultValues: {
      ...newSaleForm(today, getStoredUser()?.userId ?? 0),
      ...(kind ? { rodzajId: kind.id, ...kindDefaults(kind, today) } : {}),
    },
  });
  const sellers = useVoucherSellers(true);
  const sell = useSellVoucher();
  const submit = useFormSubmit(
    form,
    SALE_FIELDS,
    async (values) => {
      await orFallback(sell.mutateAsync(values), t('vouchers.sellFailed'));
      notify(t('vouchers.sold'));
      onClose();
    },
    t('vouchers.sellFailed'),
  );
  const { control } = form;
  // Choosing a kind brings its price and its expiry from the sale date.
  const kindId = useWatch({ control, name: 'rodzajId' });
  const appliedKind = useRef(kind?.id ?? 0);
  useEffect(() => {
    if (kindId === appliedKind.current) return;
    appliedKind.current = kindId;
    const picked = kinds.find((k) => k.id === kindId);
    if (!picked) return;
    const defaults = kindDefaults(picked, form.getValues('data_sprzedazy'));
    form.setValue('kwota', defaults.kwota, { shouldValidate: form.formState.isSubmitted });
    form.setValue('kiedy_wygasa', defaults.kiedy_wygasa);
  }, [form, kinds, kindId]);
  const sellerOptions = sellers.data ?? [];
  return (
    <FormDialog
      title={t('vouchers.sellTitle')}
      width={768}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('vouchers.sellSubmit')}
    >
      <FormTextField
        control={control}
        name="rodzajId"
        label={t('vouchers.kind')}
        select
        required
        autoFocus={!kind}
      >
        <MenuItem value={0} disabled>
          {t('vouchers.kindPlaceholder')}
        </MenuItem>
        {kinds.map((k) => (
          <MenuItem key={k.id} value={k.id}>
            {kindLabel(k)}
          </MenuItem>
        ))}
      </FormTextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <FormTextField
          control={control}
          name="numer"
          label={t('vouchers.number')}
          required
          autoFocus={!!kind}
        />
        <AmountField control={control} name="kwota" label={t('vouchers.priceZl')} required />
        <FormDateField control={control} name="data_sprzedazy" label={t('vouchers.saleDate')} required />
        <FormDateField
          control={control}
          name="kiedy_wygasa"
          label={t('vouchers.expiry')}
          helperText={t('vouchers.expiryHint')}
        />
      </Box>
      <FormTextField
        control={control}
        name="sprzedawcaId"
        label={t('vouchers.seller')}
        select
        helperText={sellers.isError ? errorMessage(sellers.error, t('vouchers.sellersFailed')) : undefined}
      >
        {sellerOptions.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {`${u.surname} ${u.name}`}
          </MenuItem>
        ))}
      </FormTextField>
      <ClientsField control={control} name="klienci" />
    </FormDialog>
  );
}
