import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ReserveDto } from '@wizytownik/contracts';
import { useReservesForDay } from '../../../api/reserves.ts';
import { useTexts } from '../../../app/texts.ts';
import { ReserveEditorDialog } from '../ReserveEditorDialog.tsx';
import { reserveErrorText } from '../reserve-errors.ts';
import { SHOW_EMPTY } from '../select-options.tsx';
import { ReserveCard } from './ReserveCard.tsx';
import { filterReserves, reserveTherapists } from './reserve-drop.ts';

const ALL = '';

export interface ReservesDrawerProps {
  /** The Day view's day, "YYYY-MM-DD". */
  readonly date: string;
  readonly onClose: () => void;
  /** Absent without the right to book: the cards are not draggable. */
  readonly onDragStart?: ((reserve: ReserveDto) => void) | undefined;
  readonly onDragEnd: () => void;
}

/**
 * The Day view's drawer 'Dostępne rezerwy' (spec 000 §2.1): the reserves whose schedules allow the day
 * shown, filtered by patient and therapist. A panel beside the calendar rather than a modal drawer,
 * so that its cards can be dragged onto the calendar's cells.
 */
export default function ReservesDrawer({ date, onClose, onDragStart, onDragEnd }: ReservesDrawerProps) {
  const t = useTexts();
  const reserves = useReservesForDay(date);
  const [client, setClient] = useState('');
  const [therapistId, setTherapistId] = useState<number | typeof ALL>(ALL);
  const [viewing, setViewing] = useState<number | null>(null);
  const all = reserves.data;
  const therapists = useMemo(() => reserveTherapists(all ?? []), [all]);
  const shown = useMemo(
    () => filterReserves(all ?? [], { client, therapistId: therapistId === ALL ? undefined : therapistId }),
    [all, client, therapistId],
  );
  const title = t('reserves.drawer.title');
  return (
    <Paper
      component="aside"
      aria-label={title}
      variant="outlined"
      sx={{
        width: 280,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 'calc(100vh - 150px)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1.5, pr: 0.5, pt: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={t('reserves.drawer.close')}
          title={t('reserves.drawer.close')}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Stack spacing={1.5} sx={{ px: 1.5, pt: 1, pb: 1 }}>
        {onDragStart && (
          <Typography variant="caption" color="textSecondary">
            {t('reserves.drawer.hint')}
          </Typography>
        )}
        <TextField
          size="small"
          label={t('reserves.drawer.client')}
          value={client}
          onChange={(e) => setClient(e.target.value)}
        />
        <TextField
          select
          size="small"
          label={t('reserves.drawer.therapist')}
          slotProps={SHOW_EMPTY}
          value={therapistId}
          onChange={(e) => setTherapistId(e.target.value === ALL ? ALL : Number(e.target.value))}
        >
          <MenuItem value={ALL}>{t('reserves.allTherapists')}</MenuItem>
          {therapists.map((th) => (
            <MenuItem key={th.id} value={th.id}>
              {th.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {reserves.isFetching && <LinearProgress />}
      <Box sx={{ overflowY: 'auto', px: 1.5, pb: 1.5, flex: 1 }}>
        {reserves.isError ? (
          <Alert severity="error">{reserveErrorText(reserves.error, t('reserves.loadFailed'))}</Alert>
        ) : all && shown.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t(all.length === 0 ? 'reserves.drawer.empty' : 'reserves.emptySearch')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((r) => (
              <li key={r.id}>
                <ReserveCard
                  reserve={r}
                  onView={setViewing}
                  onDragStart={onDragStart}
                  onDragEnd={onDragEnd}
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      {viewing !== null && (
        <ReserveEditorDialog target={{ id: viewing, readOnly: true }} onClose={() => setViewing(null)} />
      )}
    </Paper>
  );
}
