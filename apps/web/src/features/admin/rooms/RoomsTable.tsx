import type { ROOM_SORTINGS, RoomDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ColorSwatch } from '../../../ui/ColorSwatch.tsx';
import { ListTable, type ListTableProps } from '../../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';

export type RoomSortColumn = (typeof ROOM_SORTINGS)[number];

interface RoomsTableProps extends Omit<
  ListTableProps<RoomDto, RoomSortColumn>,
  'label' | 'columns' | 'rowKey' | 'rowActions'
> {
  /** Present only for a user with Wizytownik_Rooms_Edycja. */
  readonly onEdit?: (room: RoomDto) => void;
  readonly onDelete?: (room: RoomDto) => void;
}

/** One page of rooms: name, description, outpost and colour; edit/delete only for editors. */
export function RoomsTable({ onEdit, onDelete, ...list }: RoomsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('route./admin/rooms')}
      rowKey={(room) => room.id}
      columns={[
        { label: t('rooms.name'), cell: (room) => room.name, sortKey: 'name' },
        { label: t('rooms.description'), cell: (room) => room.description, sortKey: 'description' },
        { label: t('rooms.outpost'), cell: (room) => room.placowkaName ?? t('rooms.mainLocation') },
        {
          label: t('rooms.color'),
          cell: (room) => <ColorSwatch color={room.color} emptyText={t('rooms.noColor')} shape="chip" />,
        },
      ]}
      rowActions={
        onEdit && onDelete
          ? {
              label: t('rooms.actions'),
              actions: (room) => [
                editAction(t('rooms.edit', { name: room.name }), () => onEdit(room)),
                deleteAction(
                  t('rooms.delete', { name: room.name }),
                  t('rooms.confirmDelete', { name: room.name }),
                  () => onDelete(room),
                ),
              ],
            }
          : undefined
      }
    />
  );
}
