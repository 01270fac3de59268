import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { isClosingStatus, planDate, planItemStatusLabel } from '@wizytownik/domain';
import type { TherapyGoalDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';

/** What a goal and a task have in common. */
type Item = Pick<
  TherapyGoalDto,
  'id' | 'nazwa' | 'opis' | 'status' | 'dataUtworzenia' | 'dataZakoczeniaAnulacji'
>;

export interface ItemsSectionProps<T extends Item> {
  readonly title: string;
  readonly query: UseQueryResult<T[]>;
  readonly failedText: string;
  readonly emptyText: string;
  readonly addLabel: string;
  /** Adding is not possible yet; `addHint` says why. */
  readonly addDisabled?: boolean;
  readonly addHint?: string;
  readonly onAdd: () => void;
  readonly editLabel: (item: T) => string;
  readonly onEdit: (item: T) => void;
  /** An extra first column (a task's goal). */
  readonly lead?: { readonly header: string; readonly cell: (item: T) => string };
}

/** The goals or the tasks of a plan: a heading with the add button, and their table. */
export function ItemsSection<T extends Item>({
  title,
  query,
  failedText,
  emptyText,
  addLabel,
  addDisabled = false,
  addHint,
  onAdd,
  editLabel,
  onEdit,
  lead,
}: ItemsSectionProps<T>) {
  const t = useTexts();
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddOutlined />}
          onClick={onAdd}
          disabled={addDisabled}
          sx={{ ml: 'auto !important' }}
        >
          {addLabel}
        </Button>
      </Stack>
      {addHint && (
        <Typography variant="body2" color="textSecondary">
          {addHint}
        </Typography>
      )}
      <ListTable
        label={title}
        columns={[
          ...(lead ? [{ label: lead.header, cell: lead.cell }] : []),
          { label: t('plans.item.name'), cell: (item) => item.nazwa },
          {
            label: t('plans.item.description'),
            cell: (item) => (
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {item.opis}
              </Box>
            ),
          },
          { label: t('plans.status'), cell: (item) => planItemStatusLabel(item.status) },
          { label: t('plans.created'), cell: (item) => planDate(item.dataUtworzenia) },
          { label: t('plans.closed'), cell: (item) => planDate(item.dataZakoczeniaAnulacji) },
        ]}
        rows={query.data ?? []}
        rowKey={(item) => item.id}
        // Done and cancelled items step back so that the open ones stand out.
        rowSx={(item) => (isClosingStatus(item.status) ? { '& td': { color: 'text.secondary' } } : undefined)}
        rowActions={{
          label: t('plans.actions'),
          actions: (item) => [editAction(editLabel(item), () => onEdit(item))],
        }}
        query={query}
        failedText={failedText}
        emptyText={emptyText}
      />
    </Stack>
  );
}
