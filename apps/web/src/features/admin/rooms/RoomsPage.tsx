import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { ROOM_PAGE_SIZES, type RoomDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useDeleteRoom, useRooms } from './hooks.ts';
import { RoomDialog } from './RoomDialog.tsx';
import { RoomsTable, type RoomSort, type RoomSortColumn } from './RoomsTable.tsx';

type Open = { room: RoomDto | null } | null;

/** /admin/rooms 'Gabinety': the server-paged rooms; adding, editing and deleting need `_Edycja`. */
export default function RoomsPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const canEdit = useAccess().isGranted('Wizytownik_Rooms_Edycja');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(ROOM_PAGE_SIZES[0]);
  const [sort, setSort] = useState<RoomSort>({ column: 'name', direction: 'asc' });
  const [open, setOpen] = useState<Open>(null);
  const search = useDeferredValue(query.trim());
  const rooms = useRooms({
    query: search || undefined,
    page: page + 1,
    limit,
    sorting: `${sort.column} ${sort.direction}`,
  });
  const deleteRoom = useDeleteRoom();

  const onSort = (column: RoomSortColumn) => {
    setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('rooms.search')}
          size="small"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
        />
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setOpen({ room: null })}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            {t('rooms.add')}
          </Button>
        )}
      </Stack>
      <ListPanel
        query={rooms}
        failedText={t('rooms.loadFailed')}
        emptyText={t(search ? 'rooms.emptySearch' : 'rooms.empty')}
        isEmpty={items.length === 0}
        paging={{
          count: rooms.data?.totalCount ?? 0,
          page,
          pageSize: limit,
          pageSizes: ROOM_PAGE_SIZES,
          onPage: setPage,
          onPageSize: setLimit,
        }}
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
