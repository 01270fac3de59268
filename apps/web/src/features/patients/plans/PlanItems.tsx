import { useState } from 'react';
import { canAddTask } from '@wizytownik/domain';
import type { TherapyGoalDto, TherapyTaskDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useGoals, useTasks } from './hooks.ts';
import { GoalDialog, TaskDialog } from './ItemDialogs.tsx';
import { ItemsSection } from './ItemsSection.tsx';

/** The dialog open for adding (null) or editing one item. */
type Open<T> = { item: T | null } | null;

/** The goals and the tasks of a saved plan, each with its add and edit dialogs. */
export function PlanItems({ planId }: { readonly planId: number }) {
  const t = useTexts();
  const goals = useGoals(planId);
  const tasks = useTasks(planId);
  const [goal, setGoal] = useState<Open<TherapyGoalDto>>(null);
  const [task, setTask] = useState<Open<TherapyTaskDto>>(null);
  const goalList = goals.data ?? [];
  return (
    <>
      <ItemsSection
        title={t('plans.goals')}
        query={goals}
        failedText={t('plans.goals.loadFailed')}
        emptyText={t('plans.goals.empty')}
        addLabel={t('plans.goals.add')}
        onAdd={() => setGoal({ item: null })}
        editLabel={(g) => t('plans.goals.edit', { name: g.nazwa })}
        onEdit={(g) => setGoal({ item: g })}
      />
      <ItemsSection
        title={t('plans.tasks')}
        query={tasks}
        failedText={t('plans.tasks.loadFailed')}
        emptyText={t('plans.tasks.empty')}
        addLabel={t('plans.tasks.add')}
        addDisabled={!canAddTask(goalList.length)}
        addHint={goals.isSuccess && !canAddTask(goalList.length) ? t('plans.tasks.needsGoal') : undefined}
        onAdd={() => setTask({ item: null })}
        editLabel={(x) => t('plans.tasks.edit', { name: x.nazwa })}
        onEdit={(x) => setTask({ item: x })}
        lead={{ header: t('plans.item.goal'), cell: (x) => x.cel.nazwa }}
      />
      {goal && <GoalDialog planId={planId} item={goal.item} onClose={() => setGoal(null)} />}
      {task && <TaskDialog planId={planId} item={task.item} goals={goalList} onClose={() => setTask(null)} />}
    </>
  );
}
