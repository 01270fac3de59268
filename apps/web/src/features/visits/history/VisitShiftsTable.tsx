import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VisitShift } from '@wizytownik/contracts';
import { VISIT_EDITOR_TEXTS as T } from '../editor/texts.ts';
import { displayDateTime } from './format.ts';

/** The visit's date changes (§2.3 'Historia wizyt'): who moved it, when, from and to. */
export function VisitShiftsTable({ shifts }: { readonly shifts: readonly VisitShift[] }) {
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={T.shiftsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.shiftWho}</TableCell>
            <TableCell>{T.shiftWhen}</TableCell>
            <TableCell>{T.shiftOldDate}</TableCell>
            <TableCell>{T.shiftOldHours}</TableCell>
            <TableCell>{T.shiftNewDate}</TableCell>
            <TableCell>{T.shiftNewHours}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shifts.map((s, i) => (
            <TableRow key={`${s.shiftDate}-${i}`}>
              <TableCell>{s.creator ?? ''}</TableCell>
              <TableCell>{displayDateTime(s.shiftDate)}</TableCell>
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
          {T.shiftsEmpty}
        </Typography>
      )}
    </Paper>
  );
}
