import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { InsertVisitTypeInput, type TherapistVisitType } from '@wizytownik/contracts';
import {
  AMOUNT_PATTERN,
  type Commission,
  formatAmount,
  normalizeCommission,
  parseAmount,
  visitTypeActive,
} from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useInsertVisitType, useUpdateVisitType } from '../hooks.ts';

const shape = InsertVisitTypeInput.shape;
const decimal = (text: string) => Number(text.trim().replace(',', '.')) || 0;

/** Names and lengths with the shared messages; amounts as typed text (comma, 2 decimals). */
function visitTypeForm(t: Translate) {
  const amount = z
    .string()
    .trim()
    .refine((v) => v === '' || AMOUNT_PATTERN.test(v), t('visitTypes.priceFormat'));
  return z.object({
    nazwa: shape.nazwa,
    cena: amount,
    dlugosc_wizyty: z
      .string()
      .trim()
      .transform((v) => (v === '' ? Number.NaN : Number(v)))
      .pipe(shape.dlugosc_wizyty),
    aktywna: z.boolean(),
    domyslny_kod_icd9: z.string().trim().max(20),
    domyslny_kod_icd9_opis: z.string().trim().max(500),
    prowizja: amount,
    prowizja_procent: z.string().transform(decimal).pipe(shape.prowizja_procent.unwrap()),
  });
}
type VisitTypeForm = z.input<ReturnType<typeof visitTypeForm>>;
type VisitTypeValues = z.output<ReturnType<typeof visitTypeForm>>;
const FIELDS = [
  'nazwa',
  'cena',
  'dlugosc_wizyty',
  'domyslny_kod_icd9',
  'domyslny_kod_icd9_opis',
  'prowizja',
  'prowizja_procent',
] as const;

const toForm = (v: TherapistVisitType | null): VisitTypeForm => ({
  nazwa: v?.nazwa ?? '',
  cena: formatAmount(v?.cena ?? null),
  dlugosc_wizyty: v ? String(v.dlugosc_wizyty) : '',
  aktywna: v?.aktywna ?? true,
  domyslny_kod_icd9: v?.domyslny_kod_icd9 ?? '',
  domyslny_kod_icd9_opis: v?.domyslny_kod_icd9_opis ?? '',
  prowizja: formatAmount(v?.prowizja ?? 0),
  prowizja_procent: String(v?.prowizja_procent ?? 0),
});

interface VisitTypeDialogProps {
  readonly therapistId: number;
  /** null adds a new visit type. */
  readonly visitType: TherapistVisitType | null;
  readonly seesCommission: boolean;
  readonly onClose: () => void;
}

/** Add / edit a visit type; a new one is always active, commission amount and percent exclude each other. */
export function VisitTypeDialog({ therapistId, visitType, seesCommission, onClose }: VisitTypeDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const insert = useInsertVisitType();
  const update = useUpdateVisitType();
  const schema = useMemo(() => visitTypeForm(t), [t]);
  const form = useForm<VisitTypeForm, unknown, VisitTypeValues>({
    resolver: zodResolver(schema),
    defaultValues: toForm(visitType),
  });
  const { control, formState, getValues, setValue } = form;
  const id = visitType?.id ?? 0;

  /** Spec 002 §4 as the user types: the edited field wins, negatives become 0, percent at most 100. */
  const onCommission = (changed: keyof Commission, raw: string) => {
    const text = {
      prowizja: getValues('prowizja'),
      prowizja_procent: getValues('prowizja_procent'),
      [changed]: raw,
    };
    const typed = {
      prowizja: Math.round(decimal(text.prowizja) * 100),
      prowizja_procent: decimal(text.prowizja_procent),
    };
    const c = normalizeCommission(typed, changed);
    setValue('prowizja', c.prowizja === typed.prowizja ? text.prowizja : formatAmount(c.prowizja));
    setValue(
      'prowizja_procent',
      c.prowizja_procent === typed.prowizja_procent ? text.prowizja_procent : String(c.prowizja_procent),
    );
  };
  const commissionField = (name: keyof Commission, label: string, decimalInput: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          margin="normal"
          label={label}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => onCommission(name, e.target.value)}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: decimalInput ? 'decimal' : 'numeric' } }}
        />
      )}
    />
  );

  const submit = useFormSubmit(
    form,
    FIELDS,
    async (v) => {
      const body = {
        nazwa: v.nazwa,
        cena: parseAmount(v.cena) ?? 0,
        dlugosc_wizyty: v.dlugosc_wizyty,
        aktywna: visitTypeActive(id, v.aktywna),
        domyslny_kod_icd9: v.domyslny_kod_icd9 || null,
        domyslny_kod_icd9_opis: v.domyslny_kod_icd9_opis || null,
        ...(seesCommission
          ? { prowizja: parseAmount(v.prowizja) ?? 0, prowizja_procent: v.prowizja_procent }
          : {}),
      };
      if (visitType) await update.mutateAsync({ id: visitType.id, ...body });
      else await insert.mutateAsync({ terapeuta_id: therapistId, ...body });
      notify(t('therapists.saved'));
      onClose();
    },
    t('visitTypes.saveFailed'),
  );

  const title = t(visitType ? 'visitTypes.editTitle' : 'visitTypes.addTitle');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="visit-type-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="visit-type-title">{title}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="nazwa" label={t('visitTypes.name')} autoFocus />
          <Grid container columnSpacing={2}>
            <Grid size={6}>
              <FormTextField
                control={control}
                name="cena"
                label={t('visitTypes.price')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={6}>
              <FormTextField
                control={control}
                name="dlugosc_wizyty"
                label={t('visitTypes.length')}
                type="number"
                slotProps={{ htmlInput: { min: 5, step: 5 } }}
              />
            </Grid>
            <Grid size={5}>
              <FormTextField control={control} name="domyslny_kod_icd9" label={t('visitTypes.icd9')} />
            </Grid>
            <Grid size={7}>
              <FormTextField
                control={control}
                name="domyslny_kod_icd9_opis"
                label={t('visitTypes.icd9Description')}
              />
            </Grid>
            {seesCommission && (
              <>
                <Grid size={6}>{commissionField('prowizja', t('visitTypes.commission'), true)}</Grid>
                <Grid size={6}>
                  {commissionField('prowizja_procent', t('visitTypes.commissionPercent'), false)}
                </Grid>
                <Grid size={12}>
                  <Typography variant="body2" color="text.secondary">
                    {t('visitTypes.commissionHint')}
                  </Typography>
                </Grid>
              </>
            )}
          </Grid>
          <Controller
            control={control}
            name="aktywna"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={id === 0 || field.value}
                    disabled={id === 0}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={t('visitTypes.active')}
              />
            )}
          />
          {id === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('visitTypes.newActiveHint')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('therapists.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
