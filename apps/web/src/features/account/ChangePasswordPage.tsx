import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ChangePasswordInput } from '@wizytownik/contracts';
import { useRefreshSession } from '../../api/session.ts';
import { useTexts, type Translate } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { useChangePassword } from './hooks.ts';
import { useForcedMode } from './useForcedMode.ts';

/** The shared schema (the server's password policy) plus the repeated new password. */
function changePasswordForm(t: Translate) {
  return ChangePasswordInput.extend({ confirmPassword: z.string() }).refine(
    (v) => v.newPassword === v.confirmPassword,
    { path: ['confirmPassword'], message: t('changePassword.mismatch') },
  );
}
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /changepassword: the user's own password; in forced mode the step before anything else. */
export default function ChangePasswordPage() {
  const t = useTexts();
  const forced = useForcedMode();
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const changePassword = useChangePassword();
  const refreshSession = useRefreshSession();
  const schema = useMemo(() => changePasswordForm(t), [t]);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { control, formState } = form;
  const submit = useFormSubmit(form, FIELDS, async ({ currentPassword, newPassword }) => {
    await changePassword.mutateAsync({ currentPassword, newPassword });
    notify(t('changePassword.done'));
    // The forced step clears in the session; the guard then lets the user on (or on to 2FA setup).
    await refreshSession();
    await navigate('/');
  });

  return (
    <FormCard>
      {forced && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('changePassword.forced')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <FormTextField
          control={control}
          name="currentPassword"
          type="password"
          label={t('changePassword.current')}
          autoComplete="current-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="newPassword"
          type="password"
          label={t('changePassword.new')}
          helperText={t('changePassword.policy')}
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          type="password"
          label={t('changePassword.repeat')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" fullWidth loading={formState.isSubmitting} sx={{ mt: 2 }}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
