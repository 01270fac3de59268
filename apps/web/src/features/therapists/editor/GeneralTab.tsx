import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SaveTherapistInput, type TherapistDetails } from '@wizytownik/contracts';
import { AMOUNT_PATTERN, formatAmount, parseAmount, professionAllowsPrescriptions } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { SmsTextField } from '../../../ui/SmsTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useMedicalChambers, useMedicalProfessions } from '../../../api/dictionaries.ts';
import { useOrganizationalUnits } from '../../../api/organizational-units.ts';
import { useTherapistGroups } from '../../../api/therapist-groups.ts';
import { CertificateSection } from './CertificateSection.tsx';
import { Icd9Categories } from './Icd9Categories.tsx';
import { MarketplaceDoctorField } from './MarketplaceDoctorField.tsx';
import type { TherapistEditorContext } from './tabs.ts';
import { DetailsTab, useSaveDetails, type DetailsEditorProps } from './DetailsTab.tsx';

function generalForm(t: Translate) {
  return z.object({
    phone: SaveTherapistInput.shape.phone,
    pwz: SaveTherapistInput.shape.pwz,
    visitTime: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, t('therapists.visitTimeNumber')),
    rate: z
      .string()
      .trim()
      .refine((v) => v === '' || AMOUNT_PATTERN.test(v), t('visitTypes.priceFormat')),
    color: z.string(),
    groupId: z.string(),
    smsTemplate: z.string().max(1000),
    mainOrganizationalUnitID: z.string(),
    plMedicalProfession: z.string(),
    medicalChamberCode: z.string(),
    znanyLekarzId: z.string(),
  });
}
export type GeneralForm = z.input<ReturnType<typeof generalForm>>;
export type GeneralValues = z.output<ReturnType<typeof generalForm>>;
const FIELDS = [
  'phone',
  'pwz',
  'visitTime',
  'rate',
  'groupId',
  'smsTemplate',
  'mainOrganizationalUnitID',
  'plMedicalProfession',
  'medicalChamberCode',
  'znanyLekarzId',
] as const;
const DEFAULT_COLOR = '#1e88e5';

const toForm = (d: TherapistDetails): GeneralForm => ({
  phone: d.phone ?? '',
  pwz: d.pwz ?? '',
  visitTime: d.visitTime === null ? '' : String(d.visitTime),
  rate: formatAmount(d.rate),
  color: d.color ?? DEFAULT_COLOR,
  groupId: d.groupId === null ? '' : String(d.groupId),
  smsTemplate: d.smsTemplate ?? '',
  mainOrganizationalUnitID: d.mainOrganizationalUnitID === null ? '' : String(d.mainOrganizationalUnitID),
  plMedicalProfession: d.plMedicalProfession ?? '',
  medicalChamberCode: d.medicalChamberCode ?? '',
  znanyLekarzId: d.znanyLekarzId ?? '',
});

const idOrNull = (v: string) => (v === '' ? null : Number(v));

/** 'Ogólne': contact data, default visit, colour, group, SMS template, ICD-9 categories and P1 data. */
export default function GeneralTab({ userId }: TherapistEditorContext) {
  return <DetailsTab userId={userId} editor={GeneralEditor} />;
}

function GeneralEditor({ details, canEdit }: DetailsEditorProps) {
  const t = useTexts();
  const saveDetails = useSaveDetails(details);
  const groups = useTherapistGroups();
  const p1Units = useAccess().features?.has('IntegracjaP1') ?? false;
  const units = useOrganizationalUnits(p1Units);
  const professions = useMedicalProfessions();
  const chambers = useMedicalChambers();
  const schema = useMemo(() => generalForm(t), [t]);
  const form = useForm<GeneralForm, unknown, GeneralValues>({
    resolver: zodResolver(schema),
    defaultValues: toForm(details),
  });
  const { control, formState } = form;
  const profession = useWatch({ control, name: 'plMedicalProfession' });
  const prescribes = professionAllowsPrescriptions(profession);
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (v) => {
      const saved = await saveDetails({
        phone: v.phone || null,
        pwz: v.pwz || null,
        visitTime: v.visitTime === '' ? null : Number(v.visitTime),
        rate: parseAmount(v.rate),
        color: v.color,
        groupId: idOrNull(v.groupId),
        smsTemplate: v.smsTemplate || null,
        mainOrganizationalUnitID: idOrNull(v.mainOrganizationalUnitID),
        plMedicalProfession: v.plMedicalProfession || null,
        medicalChamberCode: prescribes ? v.medicalChamberCode || null : null,
        znanyLekarzId: v.znanyLekarzId || null,
      });
      form.reset(toForm(saved));
    },
    t('therapists.saveFailed'),
  );
  const select = (
    name: (typeof FIELDS)[number],
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <FormTextField control={control} name={name} label={label} select disabled={!canEdit}>
      <MenuItem value="">{t('therapists.none')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );

  return (
    <Stack spacing={3}>
      {!canEdit && <Alert severity="info">{t('therapists.readOnly')}</Alert>}
      {groups.isError && <Alert severity="error">{t('therapists.groupsFailed')}</Alert>}
      <form onSubmit={submit} noValidate aria-label={t('therapists.tabGeneral')}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              label={t('therapists.fullName')}
              value={`${details.name} ${details.surname}`}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              label={t('therapists.email')}
              value={details.emailAddress}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="phone"
              label={t('therapists.phone')}
              type="tel"
              disabled={!canEdit}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="pwz"
              label={t('therapists.pwz')}
              disabled={!canEdit}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <FormTextField
              control={control}
              name="visitTime"
              label={t('therapists.visitTime')}
              type="number"
              disabled={!canEdit}
              slotProps={{ htmlInput: { step: 5, min: 0 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <FormTextField
              control={control}
              name="rate"
              label={t('therapists.rate')}
              disabled={!canEdit}
              slotProps={{ htmlInput: { inputMode: 'decimal', step: 0.01 } }}
            />
          </Grid>
          <MarketplaceDoctorField control={control} disabled={!canEdit} />
          <Grid size={{ xs: 4, md: 2 }}>
            <FormTextField
              control={control}
              name="color"
              label={t('therapists.color')}
              type="color"
              disabled={!canEdit}
            />
          </Grid>
          <Grid size={{ xs: 8, md: 4 }}>
            {select(
              'groupId',
              t('therapists.group'),
              (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SmsTextField
              template
              control={control}
              name="smsTemplate"
              label={t('therapists.smsTemplate')}
              helperText={t('therapists.smsHint')}
              disabled={!canEdit}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('therapists.p1')}
        </Typography>
        <Grid container columnSpacing={2}>
          {p1Units && (
            <Grid size={{ xs: 12, md: 4 }}>
              {select(
                'mainOrganizationalUnitID',
                t('therapists.unit'),
                (units.data ?? []).map((u) => ({ value: String(u.id), label: u.nazwa })),
              )}
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            {select(
              'plMedicalProfession',
              t('therapists.profession'),
              (professions.data ?? []).map((p) => ({ value: p.kod, label: p.opis })),
            )}
          </Grid>
          {prescribes && (
            <Grid size={{ xs: 12, md: 4 }}>
              {select(
                'medicalChamberCode',
                t('therapists.chamber'),
                (chambers.data ?? []).map((c) => ({ value: c.code, label: c.name })),
              )}
            </Grid>
          )}
        </Grid>
        {canEdit && (
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 2 }}>
            {t('therapists.save')}
          </Button>
        )}
      </form>
      <CertificateSection details={details} canEdit={canEdit} />
      <Icd9Categories details={details} canEdit={canEdit} />
    </Stack>
  );
}
