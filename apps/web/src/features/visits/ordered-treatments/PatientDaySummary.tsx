import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PatientDayTreatment } from '@wizytownik/contracts';
import { clinicDateTime, formatDate, formatMoney, formatTime } from '@wizytownik/domain';
import { usePatientDaySummary } from '../../../api/ordered-treatments.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { usePhysiotherapyOn } from './OrderedTreatmentsPanel.tsx';

export interface PatientDaySummaryProps {
  readonly clientId: number;
  /** The visit's start (an instant): the summary is of its day in the clinic. */
  readonly visitStart: string;
}

/**
 * The physiotherapy day summary on 'Opłaty' (spec 000 §2.3): the patient's treatments of the visit's
 * day — done at visits and ordered — with their prices and the sum (what the outstanding amount counts
 * with physiotherapy). Only with the feature Fizykoterapia; a failed read says 'Nie można pobrać
 * podsumowania wizyt dla pacjenta.' in place of the list.
 */
export function PatientDaySummary({ clientId, visitStart }: PatientDaySummaryProps) {
  const t = useTexts();
  const on = usePhysiotherapyOn();
  const date = clinicDateTime(new Date(visitStart)).date;
  const summary = usePatientDaySummary(clientId, date, on);
  if (!on) return null;
  const source = (x: PatientDayTreatment) =>
    x.zrodlo === 'wizyta' ? t('orderedTreatments.sourceVisit') : t('orderedTreatments.sourceOrdered');
  return (
    <Stack component="section" spacing={1} sx={{ mt: 3 }} aria-label={t('orderedTreatments.summary')}>
      <Typography variant="subtitle1" component="h3">
        {t('orderedTreatments.summary')}
      </Typography>
      <ListTable
        label={t('orderedTreatments.summaryList', { date: formatDate(date) })}
        query={summary}
        failedText={t('orderedTreatments.summaryFailed')}
        emptyText={t('orderedTreatments.summaryEmpty')}
        rows={summary.data?.items ?? []}
        rowKey={(x) => `${x.zrodlo}-${x.id}`}
        columns={[
          { label: t('orderedTreatments.treatment'), cell: (x) => x.nazwaZabiegu },
          { label: t('orderedTreatments.subtype'), cell: (x) => x.podtyp ?? '—' },
          {
            label: t('orderedTreatments.hours'),
            cell: (x) =>
              t('orderedTreatments.hoursRange', { from: formatTime(x.start), to: formatTime(x.koniec) }),
          },
          { label: t('orderedTreatments.summarySource'), cell: source },
          { label: t('orderedTreatments.price'), cell: (x) => formatMoney(x.cena), align: 'right' },
        ]}
      />
      {summary.data && (
        <Typography role="status" sx={{ fontWeight: 'bold', textAlign: 'right' }}>
          {t('orderedTreatments.sum', { amount: formatMoney(summary.data.suma) })}
        </Typography>
      )}
    </Stack>
  );
}
