import { memo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SideListItem } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { sideListTime } from './calendar-model.ts';
import { useCurrentVisits, useNearVisits, usePastVisits } from './hooks.ts';

interface SideListQuery {
  readonly data?: { items: SideListItem[] } | undefined;
  readonly isError: boolean;
  readonly isFetching: boolean;
}

function SideList({
  title,
  query,
  failedText,
  emptyText,
  onOpen,
}: {
  readonly title: string;
  readonly query: SideListQuery;
  readonly failedText: string;
  readonly emptyText: string;
  readonly onOpen: (visitId: number) => void;
}) {
  const items = query.data?.items ?? [];
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 1.5, pt: 1 }}>
        {title}
      </Typography>
      {query.isFetching && !query.data && <LinearProgress />}
      {query.isError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 1.5 }}>
          {failedText}
        </Typography>
      ) : items.length === 0 && query.data ? (
        <Typography color="textSecondary" variant="body2" sx={{ px: 1.5 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((v) => (
            <ListItemButton key={v.id} onClick={() => onOpen(v.id)}>
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  mr: 1,
                  flexShrink: 0,
                  bgcolor: v.therapistColor ?? 'primary.main',
                }}
              />
              <ListItemText
                primary={`${sideListTime(v.startTime, v.endTime)} ${v.clientName}`}
                secondary={v.therapistName}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The calendar's side panel (§2.1): the next 8 visits, the ones in progress and today's finished ones.
 * Memoized: another week of the calendar does not change it.
 */
export const SideLists = memo(function SideLists({
  onOpen,
  enabled = true,
}: {
  readonly onOpen: (visitId: number) => void;
  /** False while the calendar's own visits load: the lists are asked for after them. */
  readonly enabled?: boolean;
}) {
  const t = useTexts();
  const near = useNearVisits(enabled);
  const current = useCurrentVisits(enabled);
  const past = usePastVisits(enabled);
  const empty = t('visitsCalendar.sideEmpty');
  return (
    <Paper
      variant="outlined"
      sx={{ width: 280, flexShrink: 0, overflowY: 'auto', maxHeight: 'calc(100vh - 140px)' }}
    >
      {(
        [
          ['near', near],
          ['current', current],
          ['past', past],
        ] as const
      ).map(([name, query]) => (
        <SideList
          key={name}
          title={t(`visitsCalendar.${name}`)}
          query={query}
          failedText={t(`visitsCalendar.${name}Failed`)}
          emptyText={empty}
          onOpen={onOpen}
        />
      ))}
    </Paper>
  );
});
