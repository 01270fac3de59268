import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VisitShift } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';

/** The visit's date changes (§2.3 'Historia wizyt'): who moved it, when, from and to. */
export function VisitShiftsTable({ shifts }: { readonly shifts: readonly VisitShift[] }) {
  const t = useTexts();
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('visitEditor.shiftsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('visitEditor.shiftWho')}</TableCell>
            <TableCell>{t('visitEditor.shiftWhen')}</TableCell>
            <TableCell>{t('visitEditor.shiftOldDate')}</TableCell>
            <TableCell>{t('visitEditor.shiftOldHours')}</TableCell>
            <TableCell>{t('visitEditor.shiftNewDate')}</TableCell>
            <TableCell>{t('visitEditor.shiftNewHours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shifts.map((s, i) => (
            <TableRow key={`${s.shiftDate}-${i}`}>
              <TableCell>{s.creator ?? ''}</TableCell>
              <TableCell>{formatDateTime(s.shiftDate)}</TableCell>
              <TableCell>{s.oldDate}</TableCell>
              <TableCell>{s.oldHours}</TableCell>
              <TableCell>{s.currentDate}</TableCell>
              <TableCell>{s.currentHours}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {shifts.length === 0 && (
        <Typography color="textSecondary" sx={{ p: 2 }}>
          {t('visitEditor.shiftsEmpty')}
        </Typography>
      )}
    </Paper>
  );
}
