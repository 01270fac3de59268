import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { planDate, planKindLabel, planStatusLabel } from '@wizytownik/domain';
import type { PlanSorting, TherapyPlanDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';

export interface PlanSort {
  readonly column: PlanSorting;
  readonly descending: boolean;
}

/** Spec 001 §7: descending is the column's name with ' DESC'. */
export const sortingOf = (sort: PlanSort) => (sort.descending ? `${sort.column} DESC` : sort.column);

interface PlansTableProps extends Omit<
  ListTableProps<TherapyPlanDto, PlanSorting>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'sort'
> {
  readonly sort: PlanSort;
  readonly onSort: (column: PlanSorting) => void;
  readonly onEdit: (plan: TherapyPlanDto) => void;
  readonly onPrint: (plan: TherapyPlanDto) => void;
}

/** One page of a patient's plans: creation date, kind, status, planned date, therapist; edit and print. */
export function PlansTable({ sort, onSort, onEdit, onPrint, ...list }: PlansTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('plans.tab')}
      rowKey={(plan) => plan.id}
      sort={{ column: sort.column, direction: sort.descending ? 'desc' : 'asc', onSort }}
      columns={[
        {
          label: t('plans.created'),
          cell: (plan) => planDate(plan.dataUtworzenia),
          sortKey: 'dataUtworzenia',
        },
        { label: t('plans.kind'), cell: (plan) => planKindLabel(plan.rodzajPlanu), sortKey: 'rodzajPlanu' },
        { label: t('plans.status'), cell: (plan) => planStatusLabel(plan.status), sortKey: 'status' },
        {
          label: t('plans.plannedDate'),
          cell: (plan) => planDate(plan.planowanaDataRealizacji),
          sortKey: 'planowanaDataRealizacji',
        },
        { label: t('plans.therapist'), cell: (plan) => plan.therapistName, sortKey: 'therapistName' },
      ]}
      rowActions={{
        label: t('plans.actions'),
        actions: (plan) => {
          const date = planDate(plan.dataUtworzenia);
          return [
            editAction(t('plans.edit', { date }), () => onEdit(plan)),
            {
              label: t('plans.print', { date }),
              icon: <PrintOutlined fontSize="small" />,
              onClick: () => onPrint(plan),
            },
          ];
        },
      }}
    />
  );
}
