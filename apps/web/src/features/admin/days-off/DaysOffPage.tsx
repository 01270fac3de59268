import AddOutlined from '@mui/icons-material/AddOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, weekDayName, weekDayOf } from '@wizytownik/domain';
import type { DayOffDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { DayOffDialog } from './DayOffDialog.tsx';
import { useDaysOff, useDeleteDayOff } from './hooks.ts';
import { PublicHolidaysDialog } from './PublicHolidaysDialog.tsx';

/** Today's local date "YYYY-MM-DD" (the Swedish locale writes dates that way). */
const today = () => new Date().toLocaleDateString('sv-SE');

type Open = { kind: 'dayOff'; dayOff: DayOffDto | null } | { kind: 'holidays' } | null;

/** /admin/dniwolne 'Dni wolne': the clinic's days off of a year, and the public-holiday import. */
export default function DaysOffPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<Open>(null);
  const daysOff = useDaysOff(year);
  const deleteDayOff = useDeleteDayOff();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - 2 + i);

  const onDelete = (day: DayOffDto) =>
    deleteRow(
      () => deleteDayOff.mutateAsync({ Id: day.id }),
      t('roomsDaysOff.deleted'),
      t('daysOff.deleteFailed'),
    );

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
      <ListTable
        label={t('route./admin/dniwolne')}
        columns={[
          { label: t('daysOff.date'), cell: (day) => formatDate(day.date) },
          { label: t('daysOff.weekDay'), cell: (day) => weekDayName(weekDayOf(day.date)) },
          { label: t('daysOff.description'), cell: (day) => day.description },
        ]}
        rows={daysOff.data ?? []}
        rowKey={(day) => day.id}
        rowActions={{
          label: t('daysOff.actions'),
          actions: (day) => {
            const date = formatDate(day.date);
            return [
              editAction(t('daysOff.edit', { date }), () => setOpen({ kind: 'dayOff', dayOff: day })),
              deleteAction(
                t('daysOff.delete', { date }),
                t('daysOff.confirmDelete', { date, description: day.description }),
                () => void onDelete(day),
              ),
            ];
          },
        }}
        query={daysOff}
        failedText={t('daysOff.loadFailed')}
        emptyText={t('daysOff.empty', { year })}
      />
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
