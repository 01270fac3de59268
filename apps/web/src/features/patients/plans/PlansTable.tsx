import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { planDate, planKindLabel, planStatusLabel } from '@wizytownik/domain';
import type { PlanSorting, TherapyPlanDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';

export interface PlanSort {
  readonly column: PlanSorting;
  readonly descending: boolean;
}

/** Spec 001 §7: descending is the column's name with ' DESC'. */
export const sortingOf = (sort: PlanSort) => (sort.descending ? `${sort.column} DESC` : sort.column);

interface PlansTableProps {
  readonly plans: readonly TherapyPlanDto[];
  readonly sort: PlanSort;
  readonly onSort: (column: PlanSorting) => void;
  readonly onEdit: (plan: TherapyPlanDto) => void;
  readonly onPrint: (plan: TherapyPlanDto) => void;
}

/** One page of a patient's plans: creation date, kind, status, planned date, therapist; edit and print. */
export function PlansTable({ plans, sort, onSort, onEdit, onPrint }: PlansTableProps) {
  const t = useTexts();
  const header = (column: PlanSorting, label: string) => (
    <TableCell sortDirection={sort.column === column ? (sort.descending ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={sort.column === column}
        direction={sort.column === column && sort.descending ? 'desc' : 'asc'}
        onClick={() => onSort(column)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Table size="small" aria-label={t('plans.tab')}>
      <TableHead>
        <TableRow>
          {header('dataUtworzenia', t('plans.created'))}
          {header('rodzajPlanu', t('plans.kind'))}
          {header('status', t('plans.status'))}
          {header('planowanaDataRealizacji', t('plans.plannedDate'))}
          {header('therapistName', t('plans.therapist'))}
          <TableCell align="right">{t('plans.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plans.map((plan) => {
          const date = planDate(plan.dataUtworzenia);
          return (
            <TableRow key={plan.id} hover>
              <TableCell>{date}</TableCell>
              <TableCell>{planKindLabel(plan.rodzajPlanu)}</TableCell>
              <TableCell>{planStatusLabel(plan.status)}</TableCell>
              <TableCell>{planDate(plan.planowanaDataRealizacji)}</TableCell>
              <TableCell>{plan.therapistName}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconAction label={t('plans.edit', { date })} onClick={() => onEdit(plan)}>
                  <EditOutlined fontSize="small" />
                </IconAction>
                <IconAction label={t('plans.print', { date })} onClick={() => onPrint(plan)}>
                  <PrintOutlined fontSize="small" />
                </IconAction>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
