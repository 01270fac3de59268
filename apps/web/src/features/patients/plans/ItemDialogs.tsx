import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NEW_PLAN_ITEM_STATUS } from '@wizytownik/domain';
import {
  CreateTherapyGoalInput,
  CreateTherapyTaskInput,
  type TherapyGoalDto,
  type TherapyTaskDto,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { ItemFields, SelectField } from './fields.tsx';
import { useCreateGoal, useCreateTask, useUpdateGoal, useUpdateTask } from './hooks.ts';

type GoalForm = z.input<typeof CreateTherapyGoalInput>;
type TaskForm = z.input<typeof CreateTherapyTaskInput>;
const GOAL_FIELDS = ['nazwa', 'opis', 'status'] as const;
const TASK_FIELDS = ['celId', ...GOAL_FIELDS] as const;

/** The fields a new goal or task starts with, or those of the one being edited. */
const itemDefaults = (item: Pick<TherapyGoalDto, 'nazwa' | 'opis' | 'status'> | null) => ({
  nazwa: item?.nazwa ?? '',
  opis: item?.opis ?? '',
  status: item?.status ?? NEW_PLAN_ITEM_STATUS,
});

interface DialogProps<T> {
  readonly planId: number;
  /** The one to edit; null adds a new one. */
  readonly item: T | null;
  readonly onClose: () => void;
}

/** Add or edit a goal of the plan. */
export function GoalDialog({ planId, item, onClose }: DialogProps<TherapyGoalDto>) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<GoalForm, unknown, z.output<typeof CreateTherapyGoalInput>>({
    resolver: zodResolver(CreateTherapyGoalInput),
    defaultValues: { planTerapiiId: planId, ...itemDefaults(item) },
  });
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const submit = useFormSubmit(
    form,
    GOAL_FIELDS,
    async (values) => {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await create.mutateAsync(values);
      notify(t('plans.saved'));
      onClose();
    },
    t('plans.goals.saveFailed'),
  );
  return (
    <FormDialog
      title={t(item ? 'plans.goals.editTitle' : 'plans.goals.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('plans.save')}
    >
      <ItemFields control={form.control} />
    </FormDialog>
  );
}

/** Add or edit a task; it belongs to one of the plan's goals (spec 001 §4). */
export function TaskDialog({
  planId,
  item,
  goals,
  onClose,
}: DialogProps<TherapyTaskDto> & { readonly goals: readonly TherapyGoalDto[] }) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<TaskForm, unknown, z.output<typeof CreateTherapyTaskInput>>({
    resolver: zodResolver(CreateTherapyTaskInput),
    // No goal chosen yet is 0: not a goal, so the form asks for one ('Cel jest wymagany').
    defaultValues: { planTerapiiId: planId, celId: item?.celId ?? 0, ...itemDefaults(item) },
  });
  const create = useCreateTask();
  const update = useUpdateTask();
  const submit = useFormSubmit(
    form,
    TASK_FIELDS,
    async (values) => {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await create.mutateAsync(values);
      notify(t('plans.saved'));
      onClose();
    },
    t('plans.tasks.saveFailed'),
  );
  return (
    <FormDialog
      title={t(item ? 'plans.tasks.editTitle' : 'plans.tasks.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('plans.save')}
    >
      <SelectField
        control={form.control}
        name="celId"
        label={t('plans.item.goal')}
        required
        options={goals.map((g) => ({ value: g.id, label: g.nazwa }))}
      />
      <ItemFields control={form.control} />
    </FormDialog>
  );
}
