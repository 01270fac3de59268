import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReserveDto } from '@wizytownik/contracts';
import type { ReservePriority } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { schedulesSummary } from '../schedule-summary.ts';
import { reservePatient } from './reserve-drop.ts';

const PRIORITY_COLOR = { 0: 'default', 1: 'info', 2: 'warning' } as const;

export interface ReserveCardProps {
  readonly reserve: ReserveDto;
  /** Double-click or Enter: the reserve's read-only view. */
  readonly onView: (id: number) => void;
  /** Absent without the right to book: the card cannot be dragged. */
  readonly onDragStart?: ((reserve: ReserveDto) => void) | undefined;
  readonly onDragEnd: () => void;
}

/**
 * One reserve of the drawer (spec 000 §2.1): patient, priority, phone and therapist; its hover card
 * (also on focus) the dates, hours and notes. Dragged onto the Day view it books a visit.
 */
export function ReserveCard({ reserve, onView, onDragStart, onDragEnd }: ReserveCardProps) {
  const t = useTexts();
  const priority = reserve.priority as ReservePriority;
  const patient = reservePatient(reserve);
  const therapist = reserve.therapist
    ? `${reserve.therapist.name} ${reserve.therapist.surname}`
    : t('reserves.anyTherapist');
  const details = (
    <Box sx={{ py: 0.5 }}>
      {schedulesSummary(reserve.reserveSchedules, t).map((line, i) => (
        <div key={i}>{line}</div>
      ))}
      <div>{t('reserves.minutes', { minutes: reserve.visit_time })}</div>
      {reserve.notes && <div>{t('reserves.drawer.notes', { notes: reserve.notes })}</div>}
    </Box>
  );
  return (
    <Tooltip title={details} placement="left" disableInteractive describeChild>
      <Paper
        variant="outlined"
        role="button"
        tabIndex={0}
        aria-label={t('reserves.drawer.card', {
          patient,
          priority: t(`reserves.priority.${priority}`),
          therapist,
        })}
        draggable={onDragStart !== undefined}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', patient);
          onDragStart?.(reserve);
        }}
        onDragEnd={onDragEnd}
        onDoubleClick={() => onView(reserve.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onView(reserve.id);
        }}
        sx={{
          p: 1,
          cursor: onDragStart ? 'grab' : 'default',
          borderLeft: 4,
          borderLeftColor: reserve.therapistColor ?? 'divider',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
            {patient}
          </Typography>
          <Chip
            size="small"
            color={PRIORITY_COLOR[priority]}
            label={t(`reserves.priorityShort.${priority}`)}
            title={t(`reserves.priority.${priority}`)}
          />
        </Box>
        <Typography variant="body2" color="textSecondary">
          {reserve.client.phone ?? t('reserves.drawer.noPhone')}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {therapist}
        </Typography>
      </Paper>
    </Tooltip>
  );
}
