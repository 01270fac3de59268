import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROOM_PAGE_SIZES, type RoomDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useDeleteRoom, useRooms } from './hooks.ts';
import { RoomDialog } from './RoomDialog.tsx';
import { RoomsTable, type RoomSort, type RoomSortColumn } from './RoomsTable.tsx';

type Open = { room: RoomDto | null } | null;

/** /admin/rooms 'Gabinety': the server-paged rooms; adding, editing and deleting need `_Edycja`. */
export default function RoomsPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const canEdit = useAccess().isGranted('Wizytownik_Rooms_Edycja');
  const list = useListState(ROOM_PAGE_SIZES);
  const [sort, setSort] = useState<RoomSort>({ column: 'name', direction: 'asc' });
  const [open, setOpen] = useState<Open>(null);
  const rooms = useRooms({
    query: list.search || undefined,
    page: list.page + 1,
    limit: list.pageSize,
    sorting: `${sort.column} ${sort.direction}`,
  });
  const deleteRoom = useDeleteRoom();

  const onSort = list.filter((column: RoomSortColumn) =>
    setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' })),
  );
  const onDelete = async (room: RoomDto) => {
    if (!(await confirm(t('rooms.confirmDelete', { name: room.name })))) return;
    try {
      await deleteRoom.mutateAsync({ Id: room.id });
      notify(t('roomsDaysOff.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('rooms.deleteFailed')));
    }
  };

  const items = rooms.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('route./admin/rooms')}
      </Typography>
      <ListToolbar
        searchLabel={t('rooms.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={canEdit ? { label: t('rooms.add'), onClick: () => setOpen({ room: null }) } : undefined}
      />
      <ListPanel
        query={rooms}
        failedText={t('rooms.loadFailed')}
        emptyText={t(list.search ? 'rooms.emptySearch' : 'rooms.empty')}
        isEmpty={items.length === 0}
        paging={list.paging(rooms.data?.totalCount ?? 0)}
      >
        <RoomsTable
          rooms={items}
          sort={sort}
          onSort={onSort}
          onEdit={canEdit ? (room) => setOpen({ room }) : undefined}
          onDelete={canEdit ? (room) => void onDelete(room) : undefined}
        />
      </ListPanel>
      {open && <RoomDialog room={open.room} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
