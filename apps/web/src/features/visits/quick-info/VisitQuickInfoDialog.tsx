import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import type { TherapistVisitDetails, VisitDetails } from '@wizytownik/contracts';
import { formatDateTime, type VisitStatus, visitStatusLabel } from '@wizytownik/domain';
import { useTherapistVisitDetails } from '../../../api/visit-course.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useLoadError } from '../editor/useLoadError.ts';
import { useVisit } from '../editor/hooks.ts';
import { displayHours, notesPreview } from '../history/format.ts';
import { richTextPlain } from '../course/course-text.ts';

export interface VisitQuickInfoDialogProps {
  /** The visit to show; null keeps the dialog closed. */
  readonly visitId: number | null;
  readonly onClose: () => void;
  /** Opened from My calendar (§2.6): the course is shown too, and the notes in full. */
  readonly therapistMode?: boolean;
}

function rowsOf(
  t: Translate,
  visit: VisitDetails,
  course: TherapistVisitDetails | undefined,
): ReadonlyArray<[string, string]> {
  const none = t('visitEditor.none');
  const rows: Array<[string, string]> = [
    [t('visitEditor.infoPatient'), `${visit.client.surname} ${visit.client.name}`],
    [t('visitEditor.infoDate'), formatDateTime(visit.startTime).slice(0, 10)],
    [t('visitEditor.infoHours'), displayHours(visit.startTime, visit.endTime)],
    [t('visitEditor.infoTherapist'), visit.therapistName],
    [t('visitEditor.infoService'), visit.visitTypeName ?? t('visitEditor.none')],
    // Physiotherapy: the treatment and its subtype, when the visit has one.
    ...(visit.zabiegNazwa
      ? [
          [
            t('visitEditor.infoTreatment'),
            [visit.zabiegNazwa, visit.podTypZabieguNazwa].filter(Boolean).join(' – '),
          ] as [string, string],
        ]
      : []),
    [
      t('visitEditor.infoStatus'),
      visitStatusLabel({
        status: visit.status as VisitStatus,
        statusSubtype: visit.statusSubtype,
        startTime: new Date(visit.startTime),
      }),
    ],
    // Payments come with a later issue; until a visit can have one, none is paid.
    [t('visitEditor.infoPayment'), t('visitEditor.infoNoPayment')],
    [t('visitEditor.infoNotes'), (course ? richTextPlain(visit.notes) : notesPreview(visit.notes)) || none],
  ];
  if (!course) return rows;
  const procedures = course.procedures.map((p) => `${p.icd9_code} – ${p.description ?? p.opis}`).join('\n');
  const conditions = course.conditions.map((c) => `${c.icd10_code} – ${c.description ?? c.opis_icd}`);
  const recognition = [...conditions, richTextPlain(course.recognition)].filter(Boolean).join('\n');
  return [
    ...rows,
    [t('quickInfo.recognition'), recognition || none],
    [t('quickInfo.process'), richTextPlain(course.process) || none],
    [t('quickInfo.recommendations'), richTextPlain(course.recommendations) || none],
    [t('quickInfo.procedures'), procedures || none],
    [t('quickInfo.notesForReception'), richTextPlain(course.notesForReception) || none],
  ];
}

/**
 * 'Szczegóły wizyty' (§2.6): patient, date and hours, therapist, service type, status, payment and
 * notes. A visit that cannot be loaded shows 'Błąd pobierania informacji o wizycie.' and closes it.
 */
export default function VisitQuickInfoDialog({
  visitId,
  onClose,
  therapistMode = false,
}: VisitQuickInfoDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const visit = useVisit(visitId);
  const course = useTherapistVisitDetails(therapistMode ? (visitId ?? 0) : 0);
  useLoadError(visitId !== null ? (visit.error ?? course.error) : null, t('visitEditor.infoFailed'), onClose);
  const open = visitId !== null && !visit.isError && !course.isError;
  const courseReady = !therapistMode || course.data !== undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('visitEditor.infoTitle')}</DialogTitle>
      <DialogContent dividers>
        {visit.data && courseReady ? (
          <Table size="small">
            <TableBody>
              {rowsOf(t, visit.data, course.data).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 'medium', width: '35%' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <PageLoader />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('visitEditor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
