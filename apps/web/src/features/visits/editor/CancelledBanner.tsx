import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { VisitDetails } from '@wizytownik/contracts';
import { VisitStatus, visitStatusLabel } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';

/** 'Wizyta została odwołana. Status: …' with the reason when there is one (§4.3). */
export function CancelledBanner({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  if (visit.status !== VisitStatus.Cancelled) return null;
  const label = visitStatusLabel({
    status: VisitStatus.Cancelled,
    statusSubtype: visit.statusSubtype,
    startTime: new Date(visit.startTime),
  });
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {t('visitEditor.cancelBanner', { label })}
      {/* The reason on a line of its own; the space keeps the two apart in the text read aloud. */}
      {visit.cancelReason && (
        <>
          {' '}
          <Box component="span" sx={{ display: 'block' }}>
            {t('visitEditor.cancelBannerReason', { reason: visit.cancelReason })}
          </Box>
        </>
      )}
    </Alert>
  );
}
