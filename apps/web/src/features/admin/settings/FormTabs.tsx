import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BUSINESS_TYPES, CALENDAR_TIME_SCALES, SMS_PLACEHOLDERS } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { LogoField, type LogoFieldProps } from './LogoField.tsx';
import {
  CALENDAR_FLAGS,
  DATA_ADMIN_FIELDS,
  fieldLabel,
  GENERAL_FIELDS,
  INSPECTOR_FIELDS,
  SMS_TEMPLATE_FIELDS,
} from './settings-form.ts';
import { Checkboxes, NumberField, TextFields, type SettingsControl } from './SettingsFields.tsx';

interface TabProps {
  readonly control: SettingsControl;
}

export function GeneralTab({
  control,
  logo,
  znanyLekarzEnabled,
}: TabProps & {
  readonly logo: Omit<LogoFieldProps, 'control'>;
  readonly znanyLekarzEnabled: boolean;
}) {
  const t = useTexts();
  return (
    <>
      <TextFields control={control} names={GENERAL_FIELDS} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="typ_dzialanosci"
            select
            label={t(fieldLabel('typ_dzialanosci'))}
          >
            {BUSINESS_TYPES.map((b) => (
              <MenuItem key={b.value} value={b.value}>
                {b.label}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        {(['godzina_otwarcia_start', 'godzina_otwarcia_koniec'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6, md: 3 }}>
            <FormTimeField control={control} name={name} label={t(fieldLabel(name))} />
          </Grid>
        ))}
      </Grid>
      <LogoField control={control} {...logo} />
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('companySettings.znanyLekarzReadOnly', {
          state: t(znanyLekarzEnabled ? 'companySettings.enabled' : 'companySettings.disabled'),
        })}
      </Alert>
      {znanyLekarzEnabled && <TextFields control={control} names={['znanyLekarzPlacowkaId']} />}
    </>
  );
}

export const DataAdminTab = ({ control }: TabProps) => (
  <TextFields control={control} names={DATA_ADMIN_FIELDS} />
);

export const InspectorTab = ({ control }: TabProps) => (
  <TextFields control={control} names={INSPECTOR_FIELDS} />
);

export function SmsTab({ control }: TabProps) {
  const t = useTexts();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="subtitle1">{t('companySettings.smsDays')}</Typography>
        <NumberField control={control} name="daysBeforeSendVisitSMS" />
        <TextFields control={control} names={['confirmAnswersVisitSMS', 'cancelAnswersVisitSMS']} wide />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {t('companySettings.smsSending')}
        </Typography>
        <Grid container columnSpacing={2}>
          {(['smsSendFrom', 'smsSendTo'] as const).map((name) => (
            <Grid key={name} size={{ xs: 6, md: 3 }}>
              <FormTimeField control={control} name={name} label={t(fieldLabel(name))} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <NumberField
              control={control}
              name="smsUndoSeconds"
              max={600}
              helperText={t('companySettings.smsUndoHint')}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" color="textSecondary">
          {t('companySettings.smsHoursHint')}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {t('companySettings.smsTemplates')}
        </Typography>
        <TextFields control={control} names={SMS_TEMPLATE_FIELDS} multiline smsTemplates />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: 16 }}>
          <Typography variant="subtitle1">{t('companySettings.placeholders')}</Typography>
          <List dense>
            {SMS_PLACEHOLDERS.map((p) => (
              <ListItem key={p.placeholder} disableGutters>
                <ListItemText primary={p.placeholder} secondary={p.description} />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Grid>
    </Grid>
  );
}

export function CalendarTab({ control }: TabProps) {
  const t = useTexts();
  return (
    <>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="calendarTimeScale"
            select
            label={t(fieldLabel('calendarTimeScale'))}
          >
            {CALENDAR_TIME_SCALES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField control={control} name="calendarEventHeight" />
        </Grid>
      </Grid>
      <Checkboxes control={control} names={CALENDAR_FLAGS} />
    </>
  );
}

export function PayUTab({
  control,
  secretsSet,
}: TabProps & { readonly secretsSet: Record<'payUClientSecret' | 'payUMD5Key', boolean> }) {
  const t = useTexts();
  return (
    <>
      <TextFields control={control} names={['payUClientId', 'payUPosId']} />
      <Grid container columnSpacing={2}>
        {(['payUClientSecret', 'payUMD5Key'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name={name}
              type="password"
              autoComplete="new-password"
              label={t(fieldLabel(name))}
              helperText={t(secretsSet[name] ? 'companySettings.secretSet' : 'companySettings.secretUnset')}
            />
          </Grid>
        ))}
        {(
          [
            'payUPaymentLinkLifetime',
            'hoursBeforeVisitForPayURefund',
            'daysBeforeVisitForPayUReminder',
          ] as const
        ).map((name) => (
          <Grid key={name} size={{ xs: 12 }}>
            <NumberField control={control} name={name} />
          </Grid>
        ))}
      </Grid>
      <CheckboxField
        control={control}
        name="payUConfirmVisitsByPayment"
        label={t(fieldLabel('payUConfirmVisitsByPayment'))}
      />
    </>
  );
}
