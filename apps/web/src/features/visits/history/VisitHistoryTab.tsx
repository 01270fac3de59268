import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VisitDetails } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { VisitHistoryTable } from './VisitHistoryTable.tsx';
import { VisitShiftsTable } from './VisitShiftsTable.tsx';

/** The visit editor's 'Historia wizyt' tab: the visit's date changes and its patient's history. */
export function VisitHistoryTab({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {t('visitEditor.shiftsTitle')}
        </Typography>
        <VisitShiftsTable shifts={visit.visitShifts} />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {t('visitEditor.tabHistory')}
        </Typography>
        <VisitHistoryTable clientId={visit.clientId} />
      </Stack>
    </Stack>
  );
}
