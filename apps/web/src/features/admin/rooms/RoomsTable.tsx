import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ROOM_SORTINGS, RoomDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';

export type RoomSortColumn = (typeof ROOM_SORTINGS)[number];
export interface RoomSort {
  readonly column: RoomSortColumn;
  readonly direction: 'asc' | 'desc';
}

interface RoomsTableProps {
  readonly rooms: readonly RoomDto[];
  readonly sort: RoomSort;
  readonly onSort: (column: RoomSortColumn) => void;
  /** Present only for a user with Wizytownik_Rooms_Edycja. */
  readonly onEdit?: (room: RoomDto) => void;
  readonly onDelete?: (room: RoomDto) => void;
}

function Swatch({ color }: { readonly color: string | null }) {
  const t = useTexts();
  if (!color)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('rooms.noColor')}
      </Box>
    );
  return (
    <Box
      role="img"
      aria-label={color}
      sx={{ width: 28, height: 20, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider' }}
    />
  );
}

/** One page of rooms: name, description, outpost and colour; edit/delete only for editors. */
export function RoomsTable({ rooms, sort, onSort, onEdit, onDelete }: RoomsTableProps) {
  const t = useTexts();
  const editable = onEdit !== undefined || onDelete !== undefined;
  const sortable = (column: RoomSortColumn, label: string) => (
    <TableSortLabel
      active={sort.column === column}
      direction={sort.column === column ? sort.direction : 'asc'}
      onClick={() => onSort(column)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <Table size="small" aria-label={t('route./admin/rooms')}>
      <TableHead>
        <TableRow>
          <TableCell>{sortable('name', t('rooms.name'))}</TableCell>
          <TableCell>{sortable('description', t('rooms.description'))}</TableCell>
          <TableCell>{t('rooms.outpost')}</TableCell>
          <TableCell>{t('rooms.color')}</TableCell>
          {editable && <TableCell align="right">{t('rooms.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rooms.map((room) => (
          <TableRow key={room.id} hover>
            <TableCell>{room.name}</TableCell>
            <TableCell>{room.description}</TableCell>
            <TableCell>{room.placowkaName ?? t('rooms.mainLocation')}</TableCell>
            <TableCell>
              <Swatch color={room.color} />
            </TableCell>
            {editable && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onEdit && (
                  <IconAction label={t('rooms.edit', { name: room.name })} onClick={() => onEdit(room)}>
                    <EditOutlined fontSize="small" />
                  </IconAction>
                )}
                {onDelete && (
                  <IconAction label={t('rooms.delete', { name: room.name })} onClick={() => onDelete(room)}>
                    <DeleteOutlined fontSize="small" />
                  </IconAction>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
