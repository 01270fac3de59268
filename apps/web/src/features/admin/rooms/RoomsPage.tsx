import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROOM_PAGE_SIZES, type RoomDto } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { useListSort } from '../../../ui/useListSort.ts';
import { useListState } from '../../../ui/useListState.ts';
import { useRooms } from '../../../api/rooms.ts';
import { useDeleteRoom } from './hooks.ts';
import { RoomDialog } from './RoomDialog.tsx';
import { RoomsTable, type RoomSortColumn } from './RoomsTable.tsx';

type Open = { room: RoomDto | null } | null;

/** /admin/rooms 'Gabinety': the server-paged rooms; adding, editing and deleting need `_Edycja`. */
export default function RoomsPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const canEdit = useAccess().isGranted('Wizytownik_Rooms_Edycja');
  const list = useListState(ROOM_PAGE_SIZES);
  const sort = useListSort<RoomSortColumn>('name', list.filter);
  const [open, setOpen] = useState<Open>(null);
  const rooms = useRooms({
    query: list.search || undefined,
    page: list.page + 1,
    limit: list.pageSize,
    sorting: sort.sorting,
  });
  const deleteRoom = useDeleteRoom();

  const onDelete = (room: RoomDto) =>
    deleteRow(
      () => deleteRoom.mutateAsync({ Id: room.id }),
      t('roomsDaysOff.deleted'),
      t('rooms.deleteFailed'),
    );

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
      <RoomsTable
        rows={rooms.data?.items ?? []}
        query={rooms}
        failedText={t('rooms.loadFailed')}
        emptyText={t(list.search ? 'rooms.emptySearch' : 'rooms.empty')}
        paging={list.paging(rooms.data?.totalCount ?? 0)}
        sort={sort}
        onEdit={canEdit ? (room) => setOpen({ room }) : undefined}
        onDelete={canEdit ? (room) => void onDelete(room) : undefined}
      />
      {open && <RoomDialog room={open.room} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
