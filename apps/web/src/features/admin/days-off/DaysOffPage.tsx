import AddOutlined from '@mui/icons-material/AddOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { weekDayName, weekDayOf } from '@wizytownik/domain';
import type { DayOffDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { DayOffDialog } from './DayOffDialog.tsx';
import { displayDate, useDaysOff, useDeleteDayOff } from './hooks.ts';
import { PublicHolidaysDialog } from './PublicHolidaysDialog.tsx';

/** Today's local date "YYYY-MM-DD" (the Swedish locale writes dates that way). */
const today = () => new Date().toLocaleDateString('sv-SE');

type Open = { kind: 'dayOff'; dayOff: DayOffDto | null } | { kind: 'holidays' } | null;

/** /admin/dniwolne 'Dni wolne': the clinic's days off of a year, and the public-holiday import. */
export default function DaysOffPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<Open>(null);
  const daysOff = useDaysOff(year);
  const deleteDayOff = useDeleteDayOff();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - 2 + i);

  const onDelete = async (day: DayOffDto) => {
    const date = displayDate(day.date);
    if (!(await confirm(t('daysOff.confirmDelete', { date, description: day.description })))) return;
    try {
      await deleteDayOff.mutateAsync({ Id: day.id });
      notify(t('roomsDaysOff.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('daysOff.deleteFailed')));
    }
  };

  const items = daysOff.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('route./admin/dniwolne')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('daysOff.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ width: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<CelebrationOutlined />}
          onClick={() => setOpen({ kind: 'holidays' })}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {t('daysOff.addHolidays')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ kind: 'dayOff', dayOff: null })}
        >
          {t('daysOff.add')}
        </Button>
      </Stack>
      <ListPanel
        query={daysOff}
        failedText={t('daysOff.loadFailed')}
        emptyText={t('daysOff.empty', { year })}
        isEmpty={items.length === 0}
      >
        <Table size="small" aria-label={t('route./admin/dniwolne')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('daysOff.date')}</TableCell>
              <TableCell>{t('daysOff.weekDay')}</TableCell>
              <TableCell>{t('daysOff.description')}</TableCell>
              <TableCell align="right">{t('daysOff.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((day) => {
              const date = displayDate(day.date);
              return (
                <TableRow key={day.id} hover>
                  <TableCell>{date}</TableCell>
                  <TableCell>{weekDayName(weekDayOf(day.date))}</TableCell>
                  <TableCell>{day.description}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconAction
                      label={t('daysOff.edit', { date })}
                      onClick={() => setOpen({ kind: 'dayOff', dayOff: day })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconAction>
                    <IconAction label={t('daysOff.delete', { date })} onClick={() => void onDelete(day)}>
                      <DeleteOutlined fontSize="small" />
                    </IconAction>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ListPanel>
      {open?.kind === 'dayOff' && (
        <DayOffDialog
          dayOff={open.dayOff}
          initialDate={year === thisYear ? today() : `${year}-01-01`}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'holidays' && <PublicHolidaysDialog year={year} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
