import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VisitDetails } from '@wizytownik/contracts';
import { VISIT_EDITOR_TEXTS as T } from '../editor/texts.ts';
import { VisitHistoryTable } from './VisitHistoryTable.tsx';
import { VisitShiftsTable } from './VisitShiftsTable.tsx';

/** The visit editor's 'Historia wizyt' tab: the visit's date changes and its patient's history. */
export function VisitHistoryTab({ visit }: { readonly visit: VisitDetails }) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {T.shiftsTitle}
        </Typography>
        <VisitShiftsTable shifts={visit.visitShifts} />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {T.tabHistory}
        </Typography>
        <VisitHistoryTable clientId={visit.clientId} />
      </Stack>
    </Stack>
  );
}
