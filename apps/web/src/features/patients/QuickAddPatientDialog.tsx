import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { CreateQuickClientInput, type ClientPickerItem } from '@wizytownik/contracts';
import { NEW_PATIENT_DEFAULTS, type TextKey } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { useCreateQuickPatient } from './hooks.ts';

type QuickForm = z.input<typeof CreateQuickClientInput>;
type QuickValues = z.output<typeof CreateQuickClientInput>;
type QuickControl = Control<QuickForm, unknown, QuickValues>;

const FIELDS = ['name', 'surname', 'phone', 'description'] as const;

const DEFAULTS: QuickForm = {
  name: '',
  surname: '',
  phone: '',
  description: '',
  agreeForHealthServices: NEW_PATIENT_DEFAULTS.agree_for_health_services,
  usePhoneForSMS: NEW_PATIENT_DEFAULTS.usePhoneForSMS,
  patientConfirmVisitsBySMS: NEW_PATIENT_DEFAULTS.confirm_sms,
  patientAgreeToReceiveSMS: NEW_PATIENT_DEFAULTS.agree_receive_sms,
};

/** The SMS options of the quick add, labelled as the consents of the record editor. */
const SMS_OPTIONS: ReadonlyArray<{ name: keyof QuickForm; label: TextKey }> = [
  { name: 'usePhoneForSMS', label: 'patients.usePhoneForSMS' },
  { name: 'patientConfirmVisitsBySMS', label: 'patients.consent.confirm_sms' },
  { name: 'patientAgreeToReceiveSMS', label: 'patients.consent.agree_receive_sms' },
];

/** An SMS option counts only with a phone (spec 001 §5), so it is greyed out without one. */
function SmsOption({
  control,
  name,
  label,
  enabled,
}: {
  readonly control: QuickControl;
  readonly name: keyof QuickForm;
  readonly label: string;
  readonly enabled: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={!enabled}
      control={<Checkbox checked={Boolean(field.value)} onChange={(_e, on) => field.onChange(on)} />}
    />
  );
}

export interface QuickAddPatientDialogProps {
  /** A guardian gets the title 'Dodawanie nowego opiekuna'. */
  readonly kind: 'patient' | 'guardian';
  readonly onClose: () => void;
  /** The new patient, in the shape of a picker's option. */
  readonly onAdded: (patient: ClientPickerItem) => void;
}

/** Quick add of a patient or a guardian (spec 001 §3): names, phone with its SMS options, description. */
export function QuickAddPatientDialog({ kind, onClose, onAdded }: QuickAddPatientDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<QuickForm, unknown, QuickValues>({
    resolver: zodResolver(CreateQuickClientInput),
    defaultValues: DEFAULTS,
  });
  const { control, formState } = form;
  const hasPhone = (useWatch({ control, name: 'phone' }) ?? '').trim() !== '';
  const createQuick = useCreateQuickPatient();
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const patient = await createQuick.mutateAsync(values);
      notify(t('patients.saved'));
      onAdded(patient);
      onClose();
    },
    t('patients.saveFailed'),
  );
  return (
    <FormDialog
      title={t(kind === 'guardian' ? 'patients.guardianAddTitle' : 'patients.newTitle')}
      width={500}
      // The dialog may sit inside another form (the record editor): its submit stays its own.
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('patients.save')}
    >
      <FormTextField control={control} name="name" label={t('patients.name')} required autoFocus />
      <FormTextField control={control} name="surname" label={t('patients.surname')} required />
      <FormTextField control={control} name="phone" label={t('patients.phone')} type="tel" />
      <Stack>
        <CheckboxField
          control={control}
          name="agreeForHealthServices"
          label={t('patients.consent.agree_for_health_services')}
        />
        {SMS_OPTIONS.map((option) => (
          <SmsOption
            key={option.name}
            control={control}
            name={option.name}
            label={t(option.label)}
            enabled={hasPhone}
          />
        ))}
        {!hasPhone && <FormHelperText>{t('patients.quickSmsHint')}</FormHelperText>}
      </Stack>
      <FormTextField control={control} name="description" label={t('patients.description')} />
    </FormDialog>
  );
}
