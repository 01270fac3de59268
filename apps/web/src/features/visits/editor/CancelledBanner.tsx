import Alert from '@mui/material/Alert';
import type { VisitDetails } from '@wizytownik/contracts';
import { VisitStatus, visitStatusLabel } from '@wizytownik/domain';
import { fill, VISIT_EDITOR_TEXTS as T } from './texts.ts';

/** 'Wizyta została odwołana. Status: …' with the reason when there is one (§4.3). */
export function CancelledBanner({ visit }: { readonly visit: VisitDetails }) {
  if (visit.status !== VisitStatus.Cancelled) return null;
  const label = visitStatusLabel({
    status: VisitStatus.Cancelled,
    statusSubtype: visit.statusSubtype,
    startTime: new Date(visit.startTime),
  });
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {fill(T.cancelBanner, { label })}
      {visit.cancelReason && ` ${fill(T.cancelBannerReason, { reason: visit.cancelReason })}`}
    </Alert>
  );
}
