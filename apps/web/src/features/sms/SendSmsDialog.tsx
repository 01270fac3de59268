import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SendSmsInput, type ClientPickerItem } from '@wizytownik/contracts';
import { fieldErrors } from '../../api/errors.ts';
import { useSendSms } from '../../api/sms-messages.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SmsTextField } from '../../ui/SmsTextField.tsx';
import { PatientPicker } from '../patients/index.ts';
import { visitError } from '../visits/editor/errors.ts';

/** The text is checked with the server's own rule (required, at most 918 characters), same messages. */
const textSchema = SendSmsInput.pick({ text: true });
type TextForm = { text: string };

/**
 * 'Nowa wiadomość' (`/sms`, SendSMS): a patient and a text written by hand, its length and number of
 * SMS shown as it is typed. 'Sms wysłany poprawnie' once the server took it; else the server's reason,
 * or 'Nie wysłano sms', and the dialog stays to try again.
 */
export function SendSmsDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const [patient, setPatient] = useState<ClientPickerItem | null>(null);
  const [patientError, setPatientError] = useState(false);
  const form = useForm<TextForm>({ resolver: zodResolver(textSchema), defaultValues: { text: '' } });
  const send = useSendSms();
  const submit = form.handleSubmit(
    async ({ text }) => {
      if (!patient) return setPatientError(true);
      try {
        await send.mutateAsync({ clientId: patient.id, text });
        notify(t('smsGateway.sent'));
        onClose();
      } catch (error) {
        const known = fieldErrors(error).filter((e) => e.field === 'text');
        for (const { message } of known) form.setError('text', { type: 'server', message });
        if (known.length === 0) showError(visitError(error, t('smsGateway.sendFailed')));
      }
    },
    () => setPatientError(!patient),
  );
  return (
    <FormDialog
      title={t('smsGateway.sendTitle')}
      width={500}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('smsGateway.send')}
    >
      <PatientPicker
        value={patient}
        onChange={(chosen) => {
          setPatient(chosen);
          if (chosen) setPatientError(false);
        }}
        required
        autoFocus
        error={patientError ? t('smsGateway.patientRequired') : undefined}
      />
      <SmsTextField
        control={form.control}
        name="text"
        label={t('smsGateway.text')}
        required
        multiline
        minRows={4}
      />
    </FormDialog>
  );
}
