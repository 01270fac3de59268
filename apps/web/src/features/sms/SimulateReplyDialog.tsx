import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SimulateReplyInput } from '@wizytownik/contracts';
import { fieldErrors } from '../../api/errors.ts';
import { useSimulateSmsReply } from '../../api/sms-messages.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { SmsTextField } from '../../ui/SmsTextField.tsx';
import { visitError } from '../visits/editor/errors.ts';

type ReplyForm = { phone: string; text: string };
const FIELDS = ['phone', 'text'] as const;

/**
 * The simulator only: plays a patient's reply from a number, as the gateway would pass it on; the
 * notice says what the reply did (confirmed or cancelled a visit, to clarify, matched none).
 */
export function SimulateReplyDialog({
  phone = '',
  onClose,
}: {
  /** The number to start with (a sent message's). */
  readonly phone?: string;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const form = useForm<ReplyForm>({
    resolver: zodResolver(SimulateReplyInput),
    defaultValues: { phone, text: '' },
  });
  const simulate = useSimulateSmsReply();
  const submit = form.handleSubmit(async (values) => {
    try {
      const reply = await simulate.mutateAsync(values);
      const outcome = reply.outcome ?? 'unmatched';
      notify(
        t('smsGateway.simulated', { outcome: t(`smsGateway.outcome.${outcome}`) }),
        outcome === 'unmatched' || outcome === 'toExplain' ? 'warning' : 'success',
      );
      onClose();
    } catch (error) {
      const known = fieldErrors(error).filter((e) => (FIELDS as readonly string[]).includes(e.field));
      for (const { field, message } of known) {
        form.setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
      if (known.length === 0) showError(visitError(error, t('smsGateway.simulateFailed')));
    }
  });
  return (
    <FormDialog
      title={t('smsGateway.simulate')}
      width={500}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('smsGateway.simulateSubmit')}
    >
      <Typography variant="body2" color="textSecondary">
        {t('smsGateway.simulateHint')}
      </Typography>
      <FormTextField
        control={form.control}
        name="phone"
        type="tel"
        label={t('smsGateway.simulatePhone')}
        required
        autoFocus={!phone}
      />
      <SmsTextField
        control={form.control}
        name="text"
        label={t('smsGateway.simulateText')}
        required
        multiline
        minRows={2}
        autoFocus={Boolean(phone)}
      />
    </FormDialog>
  );
}
