import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TherapistDetails } from '@wizytownik/contracts';
import { TIME_OF_DAY_PATTERN, WEEK_DAYS, isTimeRangeOrdered } from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import type { TherapistEditorContext } from './tabs.ts';
import { DetailsTab, useSaveDetails, type DetailsEditorProps } from './DetailsTab.tsx';

/** A working day needs both times, end after start; a day off may keep its hours or have none. */
function scheduleForm(t: Translate) {
  const row = z
    .object({ day: z.number(), isEnabled: z.boolean(), timeStart: z.string(), timeEnd: z.string() })
    .superRefine((r, ctx) => {
      if (!r.isEnabled && !r.timeStart && !r.timeEnd) return;
      const startOk = TIME_OF_DAY_PATTERN.test(r.timeStart);
      const endOk = TIME_OF_DAY_PATTERN.test(r.timeEnd);
      if (!startOk) ctx.addIssue({ code: 'custom', path: ['timeStart'], message: t('therapists.noStart') });
      if (!endOk) ctx.addIssue({ code: 'custom', path: ['timeEnd'], message: t('therapists.noEnd') });
      if (startOk && endOk && !isTimeRangeOrdered(r.timeStart, r.timeEnd))
        ctx.addIssue({ code: 'custom', path: ['timeEnd'], message: t('contract.scheduleOrder') });
    });
  return z.object({ days: z.array(row) });
}
type ScheduleForm = z.infer<ReturnType<typeof scheduleForm>>;

/** All seven days in the order shown (Pon … Nie), with the saved hours where there are some. */
const toForm = (d: TherapistDetails): ScheduleForm => ({
  days: WEEK_DAYS.map(({ day }) => {
    const saved = d.schedules.find((s) => s.day === day);
    return saved
      ? { day, isEnabled: saved.isEnabled, timeStart: saved.timeStart, timeEnd: saved.timeEnd }
      : { day, isEnabled: false, timeStart: '', timeEnd: '' };
  }),
});

/** 'Harmonogram': the weekly schedule, one row per week day. */
export default function ScheduleTab({ userId }: TherapistEditorContext) {
  return <DetailsTab userId={userId} editor={ScheduleEditor} />;
}

function ScheduleEditor({ details, canEdit }: DetailsEditorProps) {
  const t = useTexts();
  const saveDetails = useSaveDetails(details);
  const schema = useMemo(() => scheduleForm(t), [t]);
  const form = useForm<ScheduleForm>({ resolver: zodResolver(schema), defaultValues: toForm(details) });
  const { control, formState } = form;
  const submit = useFormSubmit(
    form,
    [],
    async ({ days }) => {
      const schedules = days.filter((d) => d.timeStart && d.timeEnd).map((d) => ({ id: 0, ...d }));
      form.reset(toForm(await saveDetails({ schedules })));
    },
    t('therapists.saveFailed'),
  );

  return (
    <Stack spacing={2}>
      {!canEdit && <Alert severity="info">{t('therapists.readOnly')}</Alert>}
      <Typography color="text.secondary">{t('therapists.scheduleHint')}</Typography>
      <form onSubmit={submit} noValidate aria-label={t('therapists.tabSchedule')}>
        <Box component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0 }}>
          <Table size="small" sx={{ maxWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('therapists.day')}</TableCell>
                <TableCell>{t('therapists.works')}</TableCell>
                <TableCell>{t('therapists.start')}</TableCell>
                <TableCell>{t('therapists.end')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {WEEK_DAYS.map(({ day, name }, i) => (
                <TableRow key={day}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`days.${i}.isEnabled`}
                      render={({ field }) => (
                        <Switch
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          slotProps={{ input: { 'aria-label': `${t('therapists.works')}: ${name}` } }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTimeField
                      control={control}
                      name={`days.${i}.timeStart`}
                      label={`${t('therapists.start')} (${name})`}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTimeField
                      control={control}
                      name={`days.${i}.timeEnd`}
                      label={`${t('therapists.end')} (${name})`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {canEdit && (
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 2 }}>
            {t('therapists.save')}
          </Button>
        )}
      </form>
    </Stack>
  );
}
