import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TREATMENT_PICKER_LIMIT, type Treatment } from '@wizytownik/contracts';
import { MAX_TREATMENT_MINUTES } from '@wizytownik/domain';
import { useOrderTreatment, useTreatmentTerms } from '../../../api/ordered-treatments.ts';
import { useTreatments } from '../../../api/treatments.ts';
import { useTexts } from '../../../app/texts.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { visitError } from '../editor/errors.ts';
import { useLoadError } from '../editor/useLoadError.ts';
import {
  chooseSubtype,
  chooseTreatment,
  chosenTerm,
  defaultLength,
  emptyOrderForm,
  lengthMinutes,
  type OrderForm,
} from './order-form.ts';
import { TermPicker } from './TermPicker.tsx';

export interface OrderTreatmentDialogProps {
  readonly visitId: number;
  /** "YYYY-MM-DD": the day the dialog opens on (the visit's). */
  readonly date: string;
  readonly onClose: () => void;
}

type Errors = Partial<Record<'treatment' | 'length' | 'date' | 'term', string>>;

/** Every treatment of the clinic for the picker, by name (GetZabiegiList, as the visit editor's). */
const PICKER = { limit: TREATMENT_PICKER_LIMIT } as const;

/**
 * 'Zleć zabieg' (spec 000 §2.3/§2.4, §4 'Ordered treatments', §7.1): the treatment (inactive ones
 * shown disabled), its subtype when it has any, the length (the subtype's or the treatment's by
 * default, editable), the day, and that day's terms of the treatment for that length. Saving without a
 * term says 'Proszę wybrać termin'; the server's refusal (the term taken meanwhile) is shown as it
 * words it, else 'Błąd zlecania zabiegu'.
 */
export function OrderTreatmentDialog({ visitId, date, onClose }: OrderTreatmentDialogProps) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const treatments = useTreatments(PICKER);
  useLoadError(treatments.error, t('orderedTreatments.treatmentsFailed'));
  const order = useOrderTreatment();
  const [form, setForm] = useState<OrderForm>(() => emptyOrderForm(date));
  const [errors, setErrors] = useState<Errors>({});
  const items = treatments.data?.items ?? [];
  const treatment: Treatment | undefined = items.find((x) => x.id === form.zabiegId);
  const minutes = lengthMinutes(form.length);
  const termsInput =
    treatment && minutes !== null && form.date !== ''
      ? { Date: form.date, ZabiegId: treatment.id, DlugoscZabiegu: minutes, CurrentVisitId: visitId }
      : null;
  const terms = useTreatmentTerms(termsInput);
  const shownTerms = termsInput ? terms.data : undefined;
  const change = (next: OrderForm, cleared: keyof Errors) => {
    setForm(next);
    setErrors((e) => ({ ...e, [cleared]: undefined }));
  };

  const submit = async () => {
    const term = chosenTerm(form, shownTerms);
    const found: Errors = {
      ...(treatment ? {} : { treatment: t('orderedTreatments.treatmentRequired') }),
      ...(treatment && minutes === null
        ? { length: t('orderedTreatments.lengthInvalid', { max: MAX_TREATMENT_MINUTES }) }
        : {}),
      ...(form.date === '' ? { date: t('orderedTreatments.dayRequired') } : {}),
      ...(term ? {} : { term: t('orderedTreatments.chooseTerm') }),
    };
    setErrors(found);
    if (!treatment || !term || Object.keys(found).length > 0) return;
    try {
      await order.mutateAsync({
        zabiegId: treatment.id,
        sourceVisitId: visitId,
        startTime: term.data_start,
        endTime: term.data_koniec,
        podtypZabieguId: form.podtypId ?? 0,
      });
      notify(t('orderedTreatments.ordered'));
      onClose();
    } catch (error) {
      showError(visitError(error, t('orderedTreatments.orderFailed')));
      // The term may have been taken meanwhile: the day's terms are read again.
      setForm((f) => ({ ...f, termStart: null }));
      void terms.refetch();
    }
  };

  const fallbackLength = defaultLength(treatment, form.podtypId);
  return (
    <FormDialog
      title={t('orderedTreatments.dialogTitle')}
      width={700}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      submitting={order.isPending}
      submitLabel={t('orderedTreatments.save')}
    >
      <Stack spacing={1}>
        <TextField
          select
          fullWidth
          margin="normal"
          required
          autoFocus
          label={t('orderedTreatments.treatment')}
          value={form.zabiegId ?? ''}
          error={errors.treatment !== undefined}
          helperText={errors.treatment}
          onChange={(event) =>
            change(
              chooseTreatment(
                form,
                items.find((x) => x.id === Number(event.target.value)),
              ),
              'treatment',
            )
          }
        >
          {items.map((x) => (
            <MenuItem key={x.id} value={x.id} disabled={!x.aktywny}>
              {x.aktywny ? x.nazwa : t('orderedTreatments.inactive', { name: x.nazwa })}
            </MenuItem>
          ))}
        </TextField>
        {treatment && treatment.podtypy.length > 0 && (
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('orderedTreatments.subtype')}
            value={form.podtypId ?? 0}
            onChange={(event) => {
              const id = Number(event.target.value);
              setForm(chooseSubtype(form, treatment, id === 0 ? null : id));
            }}
          >
            <MenuItem value={0}>{t('orderedTreatments.noSubtype')}</MenuItem>
            {treatment.podtypy.map((s) => (
              <MenuItem key={s.id} value={s.id} disabled={!s.aktywny}>
                {s.aktywny ? s.nazwa : t('orderedTreatments.inactive', { name: s.nazwa })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            margin="normal"
            label={t('orderedTreatments.length')}
            value={form.length}
            disabled={!treatment}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={errors.length !== undefined}
            helperText={
              errors.length ??
              (fallbackLength === null ? undefined : t('orderedTreatments.lengthHint', { n: fallbackLength }))
            }
            onChange={(event) => change({ ...form, length: event.target.value, termStart: null }, 'length')}
          />
          <DateField
            label={t('orderedTreatments.day')}
            value={form.date}
            required
            error={errors.date !== undefined}
            helperText={errors.date}
            onChange={(value) => change({ ...form, date: value, termStart: null }, 'date')}
          />
        </Stack>
        <TermPicker
          date={form.date}
          asked={termsInput !== null}
          terms={terms.isPlaceholderData ? undefined : shownTerms}
          loading={termsInput !== null && terms.isFetching}
          failed={termsInput !== null && terms.isError}
          chosen={form.termStart}
          onChoose={(term) => change({ ...form, termStart: term.data_start }, 'term')}
          error={errors.term ?? null}
        />
      </Stack>
    </FormDialog>
  );
}
