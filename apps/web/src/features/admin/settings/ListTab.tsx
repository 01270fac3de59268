import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTexts } from '../../../app/texts.ts';
import type { ListQuery } from '../../../ui/ListPanel.tsx';
import { ListTable, type ListTableProps } from '../../../ui/ListTable.tsx';
import type { RowActionList } from '../../../ui/RowActions.tsx';

export interface ListTabProps<T> extends Omit<ListTableProps<T>, 'rows' | 'rowActions' | 'query'> {
  readonly query: ListQuery & { readonly data: readonly T[] | undefined };
  readonly actions: (row: T) => RowActionList;
  readonly addLabel?: string;
  readonly onAdd?: () => void;
}

/** A settings tab: an add button over a ListTable of its rows with their actions. */
export function ListTab<T>({ query, actions, addLabel, onAdd, ...table }: ListTabProps<T>) {
  const t = useTexts();
  return (
    <Stack spacing={2}>
      {onAdd && (
        <div>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
      <ListTable
        {...table}
        query={query}
        rows={query.data ?? []}
        rowActions={{ label: t('companySettings.actions'), actions }}
      />
    </Stack>
  );
}
