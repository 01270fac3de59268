import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReserveMatchDto } from '@wizytownik/contracts';
import { clinicDateTime, formatDate } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { serverMessageOr, useFailureDialog } from '../calendar/failure.ts';
import type { NewVisitInitial } from '../editor/visit-form.ts';
import { displayHours } from '../history/format.ts';
import { dismissFreedTime, useFreedTime, type FreedTime } from './freed-slot-store.ts';
import { bookingInput, useBookReserve, useMatchingReserves } from './hooks.ts';

export interface FreedSlotNoticeProps {
  /** Opens the editor filled with a match's visit, to book it there instead. */
  readonly onOpenEditor: (initial: NewVisitInitial) => void;
}

const patientOf = (m: ReserveMatchDto) => `${m.reserve.client.surname} ${m.reserve.client.name}`;

function matchText(t: Translate, m: ReserveMatchDto): string {
  const { reserve } = m;
  return t('freedSlot.match', {
    patient: patientOf(m),
    priority: t(`reserves.priorityShort.${reserve.priority as 0 | 1 | 2}`),
    visitType:
      reserve.therapistVisitType?.nazwa ?? t('freedSlot.anyVisitType', { minutes: reserve.visit_time }),
    hours: displayHours(m.startTime, m.endTime),
  });
}

/**
 * 'Wolny termin — pasujące rezerwy': after the user cancels or moves a visit away, the waiting
 * reserves the server finds for the freed time, the best one first, each bookable with one click or
 * in the editor. Shown only to users of the waiting list, and only when some reserve fits.
 */
export function FreedSlotNotice({ onOpenEditor }: FreedSlotNoticeProps) {
  const allowed = useAccess().isGranted('Wizytownik_Rezerwy');
  const freed = useFreedTime();
  const t = useTexts();
  const matches = useMatchingReserves(freed, allowed);
  useFailureDialog(matches.error, t('freedSlot.matchFailed'));
  if (!allowed || !freed || !matches.data?.length) return null;
  // A new freed time starts with only its best match shown.
  const key = `${freed.therapistId}-${freed.start.getTime()}-${freed.end.getTime()}`;
  return <Notice key={key} freed={freed} matches={matches.data} onOpenEditor={onOpenEditor} />;
}

function Notice({
  freed,
  matches,
  onOpenEditor,
}: FreedSlotNoticeProps & { readonly freed: FreedTime; readonly matches: readonly ReserveMatchDto[] }) {
  const t = useTexts();
  const titleId = useId();
  const { notify, showError, confirm } = useFeedback();
  const book = useBookReserve(confirm);
  const [showAll, setShowAll] = useState(false);

  const onBook = async (m: ReserveMatchDto) => {
    try {
      if (!(await book.mutateAsync(bookingInput(m, freed, freed.outpostId)))) return;
      dismissFreedTime();
      notify(t('freedSlot.booked', { patient: patientOf(m) }));
    } catch (error) {
      showError(serverMessageOr(error, t('freedSlot.bookFailed')));
    }
  };
  const onEdit = (m: ReserveMatchDto) => {
    const { client } = m.reserve;
    onOpenEditor({
      start: new Date(m.startTime),
      end: new Date(m.endTime),
      therapistId: freed.therapistId,
      typWizytyTerapeutyId: m.reserve.therapistVisitType?.id ?? null,
      client: { ...client, pesel: null, therapistID: null, description: null },
      rezerwaId: m.reserve.id,
      ...(freed.outpostId === null ? {} : { outpostId: freed.outpostId }),
    });
  };

  const row = (m: ReserveMatchDto) => (
    <Stack key={m.reserve.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
        {matchText(t, m)}
      </Typography>
      <Button
        size="small"
        variant="contained"
        aria-label={t('freedSlot.bookPatient', { patient: patientOf(m) })}
        loading={book.isPending && book.variables.rezerwaId === m.reserve.id}
        disabled={book.isPending}
        onClick={() => void onBook(m)}
      >
        {t('freedSlot.book')}
      </Button>
      <Button
        size="small"
        aria-label={t('freedSlot.openEditorPatient', { patient: patientOf(m) })}
        disabled={book.isPending}
        onClick={() => onEdit(m)}
      >
        {t('freedSlot.openEditor')}
      </Button>
    </Stack>
  );

  const start = clinicDateTime(freed.start);
  return (
    <Alert
      component="section"
      role="region"
      aria-labelledby={titleId}
      severity="info"
      onClose={dismissFreedTime}
      slotProps={{ closeButton: { 'aria-label': t('freedSlot.dismiss'), title: t('freedSlot.dismiss') } }}
      sx={{ mb: 1 }}
    >
      <AlertTitle id={titleId}>{t('freedSlot.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('freedSlot.freed', {
          date: formatDate(start.date),
          hours: displayHours(freed.start.toISOString(), freed.end.toISOString()),
          therapist: freed.therapistName,
        })}
      </Typography>
      <Stack spacing={0.5}>
        {(showAll ? matches : matches.slice(0, 1)).map(row)}
        {matches.length > 1 && (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setShowAll((v) => !v)}>
            {showAll ? t('freedSlot.hideOthers') : t('freedSlot.showAll', { n: matches.length })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
