import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { ClientDto, ClientInput } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { HeaderTabs } from '../../../ui/HeaderTabs.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useSubmitErrors } from '../../../ui/useSubmitErrors.ts';
import { patientKey } from '../../../api/patients.ts';
import { useCreatePatient, useUpdatePatient } from '../hooks.ts';
import { AddressTab } from './AddressTab.tsx';
import { ConsentsTab } from './ConsentsTab.tsx';
import { GeneralTab, type TherapistChoice } from './GeneralTab.tsx';
import {
  NEW_PATIENT_FORM,
  PATIENT_FIELDS,
  patientResolver,
  tabOfField,
  toPatientForm,
  type PatientForm,
} from './patient-form.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { PATIENT_EDITOR_TABS } from './tabs.ts';

/** The tabs made of the one patient form; the registry's tabs follow them by index. */
const FORM_TABS: ReadonlyArray<{ index: 0 | 1 | 2; label: TextKey }> = [
  { index: 0, label: 'patients.tab.general' },
  { index: 1, label: 'patients.tab.address' },
  { index: 2, label: 'patients.tab.consents' },
];

const guardianOf = (patient: ClientDto | null) => {
  const g = patient?.representativeData;
  return g ? { ...g, therapistID: null, description: null } : null;
};

export interface PatientEditorProps {
  /** The stored patient; null for a new one. */
  readonly patient: ClientDto | null;
  readonly therapists: readonly TherapistChoice[];
  /** A new patient was saved under this id. */
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
}

/**
 * The record editor's form (tabs 0 Ogólne, 1 Adres, 2 Zgody) checked by the contract's schema, and the
 * registry's tabs that the user's permissions and the tenant's features allow, each mounted only while
 * selected. 'Zapisz' (also Ctrl+S, or Enter in a field) creates or updates the patient.
 */
export function PatientEditor({ patient, therapists, onCreated, onClose }: PatientEditorProps) {
  const t = useTexts();
  const access = useAccess();
  const { notify } = useFeedback();
  const queryClient = useQueryClient();
  const formId = useId();
  const canEdit = access.isGranted('Wizytownik_Klienci_Edycja');
  const resolver = useMemo(() => patientResolver(t), [t]);
  const form = useForm<PatientForm, unknown, ClientInput>({
    resolver,
    defaultValues: patient ? toPatientForm(patient) : NEW_PATIENT_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const [tab, setTab] = useState(0);
  const clientId = patient?.id ?? 0;
  const createPatient = useCreatePatient();
  const updatePatient = useUpdatePatient();
  const showSubmitError = useSubmitErrors(form.setError, PATIENT_FIELDS, t('patients.saveFailed'));

  const extraTabs = PATIENT_EDITOR_TABS.filter(
    (x) =>
      (!x.permission || access.isGranted(x.permission)) &&
      (!x.feature || access.features?.has(x.feature) === true) &&
      (!x.existingOnly || clientId > 0),
  ).sort((a, b) => a.index - b.index);
  const extra = extraTabs.find((x) => x.index === tab);
  // A registry tab that is no longer offered falls back to 'Ogólne'.
  const current = extra || tab < FORM_TABS.length ? tab : 0;
  const title = patient
    ? t('patients.editTitle', { name: patient.name, surname: patient.surname })
    : t('patients.newTitle');
  const tabsWithErrors = new Set(Object.keys(errors).map(tabOfField));

  const save = async (values: ClientInput) => {
    try {
      if (patient) {
        await updatePatient.mutateAsync({ ...values, id: patient.id });
        notify(t('patients.saved'));
        onClose();
        return;
      }
      const created = await createPatient.mutateAsync(values);
      queryClient.setQueryData(patientKey(created.id), created);
      form.reset(toPatientForm(created));
      notify(t('patients.saved'));
      onCreated(created.id);
    } catch (error) {
      showSubmitError(error);
    }
  };
  // A field the check refused may sit on another tab: show the first such tab unless this one has one.
  const showInvalid = (invalid: FieldErrors<PatientForm>) => {
    const tabs = Object.keys(invalid).map(tabOfField);
    if (!tabs.includes(current as 0 | 1 | 2)) setTab(Math.min(...tabs));
  };
  const submit = form.handleSubmit(save, showInvalid);
  const onKeyDown = (event: KeyboardEvent) => {
    if (canEdit && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <EditorFrame
      title={title}
      onClose={onClose}
      onKeyDown={onKeyDown}
      actions={
        canEdit && (
          <Button type="submit" form={formId} variant="outlined" color="inherit" loading={isSubmitting}>
            {t('patients.save')}
          </Button>
        )
      }
      tabs={
        <HeaderTabs value={current} onChange={setTab} label={title}>
          {FORM_TABS.map((x) => (
            <Tab
              key={x.index}
              value={x.index}
              label={t(x.label)}
              icon={tabsWithErrors.has(x.index) ? <ErrorOutlineOutlined fontSize="small" /> : undefined}
              iconPosition="end"
            />
          ))}
          {extraTabs.map((x) => (
            <Tab key={x.index} value={x.index} label={t(x.label)} />
          ))}
        </HeaderTabs>
      }
    >
      {isSubmitting && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>{t('patients.saving')}</Typography>
          <PageLoader />
        </Stack>
      )}
      {/* One form over the three form tabs, kept mounted so a hidden tab keeps its fields; hidden while saving. */}
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        hidden={isSubmitting || extra !== undefined}
      >
        {!canEdit && <Alert severity="info">{t('patients.readOnly')}</Alert>}
        <FormProvider {...form}>
          <Box component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box hidden={current !== 0}>
              <GeneralTab clientId={clientId} guardian={guardianOf(patient)} therapists={therapists} />
            </Box>
            <Box hidden={current !== 1}>
              <AddressTab />
            </Box>
            <Box hidden={current !== 2}>
              <ConsentsTab clientId={clientId} />
            </Box>
          </Box>
        </FormProvider>
      </Box>
      {extra && !isSubmitting && extra.render({ clientId })}
    </EditorFrame>
  );
}
