import type { DescriptionDto } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { cutDescription } from './format.ts';

export type DescriptionSortColumn = 'name' | 'description' | 'type';

interface DescriptionsTableProps extends Omit<
  ListTableProps<DescriptionDto, DescriptionSortColumn>,
  'label' | 'columns' | 'rowKey' | 'rowActions'
> {
  readonly onEdit: (description: DescriptionDto) => void;
  readonly onDelete: (description: DescriptionDto) => void;
}

/** One page of descriptions: name, text (cut), type, categories, privacy; edit and delete. */
export function DescriptionsTable({ onEdit, onDelete, ...list }: DescriptionsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('route./descriptions')}
      rowKey={(d) => d.id}
      columns={[
        { label: t('descriptions.name'), cell: (d) => d.name, sortKey: 'name' },
        { label: t('descriptions.text'), cell: (d) => cutDescription(d.description), sortKey: 'description' },
        {
          label: t('descriptions.typeLabel'),
          cell: (d) => t(`descriptions.type.${d.type as 0 | 1 | 2}`),
          sortKey: 'type',
        },
        {
          label: t('descriptions.categories'),
          cell: (d) => d.categories.map((c) => c.description).join(', '),
        },
        {
          label: t('descriptions.visibility'),
          cell: (d) => t(d.is_private ? 'descriptions.private' : 'descriptions.shared'),
        },
      ]}
      rowActions={{
        label: t('descriptions.actions'),
        actions: (d) => [
          editAction(t('descriptions.edit', { name: d.name }), () => onEdit(d)),
          deleteAction(
            t('descriptions.delete', { name: d.name }),
            t('descriptions.confirmDelete', { name: d.name }),
            () => onDelete(d),
          ),
        ],
      }}
    />
  );
}
