import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { TherapistListItem } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';

interface TherapistsTableProps {
  readonly therapists: readonly TherapistListItem[];
  readonly onEdit: (therapist: TherapistListItem) => void;
}

/** One page of therapists: colour, names, phone, whether the account is active, and the editor. */
export function TherapistsTable({ therapists, onEdit }: TherapistsTableProps) {
  const t = useTexts();
  return (
    <Table size="small" aria-label={t('route./therapists')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('therapists.color')}</TableCell>
          <TableCell>{t('therapists.name')}</TableCell>
          <TableCell>{t('therapists.surname')}</TableCell>
          <TableCell>{t('therapists.phone')}</TableCell>
          <TableCell>{t('therapists.activeUser')}</TableCell>
          <TableCell align="right">{t('therapists.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {therapists.map((row) => {
          const name = `${row.name} ${row.surname}`;
          return (
            <TableRow key={row.therapistID} hover>
              <TableCell>
                {row.color ? (
                  <Box
                    role="img"
                    aria-label={row.color}
                    sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: row.color }}
                  />
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('therapists.noColor')}
                  </Box>
                )}
              </TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.surname}</TableCell>
              <TableCell>{row.phone}</TableCell>
              <TableCell sx={{ color: row.isActive ? 'success.main' : 'text.secondary', fontWeight: 500 }}>
                {t(row.isActive ? 'therapists.yes' : 'therapists.no')}
              </TableCell>
              <TableCell align="right">
                <Tooltip title={t('therapists.edit', { name })}>
                  <IconButton
                    size="small"
                    aria-label={t('therapists.edit', { name })}
                    onClick={() => onEdit(row)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
