import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NEW_PLAN, PLAN_KINDS, PLAN_STATUSES } from '@wizytownik/domain';
import { CreateTherapyPlanInput, type TherapyPlanDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { SelectField } from './fields.tsx';
import { useCreatePlan, useUpdatePlan } from './hooks.ts';
import { PlanItems } from './PlanItems.tsx';

type PlanForm = z.input<typeof CreateTherapyPlanInput>;
const FIELDS = [
  'rodzajPlanu',
  'status',
  'zasoby',
  'siecOparcia',
  'potrzeby',
  'planowanaDataRealizacji',
] as const;

const formOf = (clientId: number, plan: TherapyPlanDto | null): PlanForm => ({
  clientid: clientId,
  rodzajPlanu: plan?.rodzajPlanu ?? NEW_PLAN.rodzajPlanu,
  status: plan?.status ?? NEW_PLAN.status,
  zasoby: plan?.zasoby ?? '',
  siecOparcia: plan?.siecOparcia ?? '',
  potrzeby: plan?.potrzeby ?? '',
  planowanaDataRealizacji: plan?.planowanaDataRealizacji ?? '',
});

export interface PlanDialogProps {
  readonly clientId: number;
  /** The plan to edit; null starts a new one (a draft of kind Nowy). */
  readonly plan: TherapyPlanDto | null;
  readonly onClose: () => void;
}

/**
 * The plan editor (spec 001 §4): the first save of a new plan keeps it open and shows the goals and
 * tasks (they need the plan's id); a save of a saved plan closes it.
 */
export function PlanDialog({ clientId, plan, onClose }: PlanDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const titleId = useId();
  const formId = useId();
  const [planId, setPlanId] = useState(plan?.id ?? 0);
  const form = useForm<PlanForm, unknown, z.output<typeof CreateTherapyPlanInput>>({
    resolver: zodResolver(CreateTherapyPlanInput),
    defaultValues: formOf(clientId, plan),
  });
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (planId > 0) {
        await updatePlan.mutateAsync({ ...values, id: planId });
        notify(t('plans.saved'));
        onClose();
        return;
      }
      const { id } = await createPlan.mutateAsync(values);
      setPlanId(id);
      notify(t('plans.firstSaved'));
    },
    t('plans.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(planId > 0 ? 'plans.editTitle' : 'plans.addTitle')}</DialogTitle>
      <DialogContent dividers>
        {/* Only the plan's fields are in this form: the goal and task dialogs submit forms of their own. */}
        <form id={formId} onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <SelectField control={control} name="rodzajPlanu" label={t('plans.kind')} options={PLAN_KINDS} />
            <SelectField control={control} name="status" label={t('plans.status')} options={PLAN_STATUSES} />
            <FormDateField control={control} name="planowanaDataRealizacji" label={t('plans.plannedDate')} />
          </Stack>
          <FormTextField control={control} name="zasoby" label={t('plans.resources')} multiline minRows={2} />
          <FormTextField
            control={control}
            name="siecOparcia"
            label={t('plans.supportNetwork')}
            multiline
            minRows={2}
          />
          <FormTextField control={control} name="potrzeby" label={t('plans.needs')} multiline minRows={2} />
        </form>
        {planId > 0 && <PlanItems planId={planId} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button type="submit" form={formId} variant="contained" loading={formState.isSubmitting}>
          {t('plans.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
