import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { isClosingStatus, planDate, planItemStatusLabel } from '@wizytownik/domain';
import type { TherapyGoalDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';

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
  const items = query.data ?? [];
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
      <ListPanel query={query} failedText={failedText} emptyText={emptyText} isEmpty={items.length === 0}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {lead && <TableCell>{lead.header}</TableCell>}
              <TableCell>{t('plans.item.name')}</TableCell>
              <TableCell>{t('plans.item.description')}</TableCell>
              <TableCell>{t('plans.status')}</TableCell>
              <TableCell>{t('plans.created')}</TableCell>
              <TableCell>{t('plans.closed')}</TableCell>
              <TableCell align="right">{t('plans.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={item.id}
                hover
                // Done and cancelled items step back so that the open ones stand out.
                sx={isClosingStatus(item.status) ? { '& td': { color: 'text.secondary' } } : undefined}
              >
                {lead && <TableCell>{lead.cell(item)}</TableCell>}
                <TableCell>{item.nazwa}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{item.opis}</TableCell>
                <TableCell>{planItemStatusLabel(item.status)}</TableCell>
                <TableCell>{planDate(item.dataUtworzenia)}</TableCell>
                <TableCell>{planDate(item.dataZakoczeniaAnulacji)}</TableCell>
                <TableCell align="right">
                  <IconAction label={editLabel(item)} onClick={() => onEdit(item)}>
                    <EditOutlined fontSize="small" />
                  </IconAction>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPanel>
    </Stack>
  );
}
