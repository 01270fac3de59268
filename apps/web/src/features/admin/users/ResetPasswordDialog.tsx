import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { UserDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { DialogForm } from './DialogForm.tsx';
import { useResetPassword } from './hooks.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { resetPasswordSchema, type ResetPasswordForm } from './user-form.ts';

const FIELDS = ['adminPassword', 'newPassword', 'confirmPassword'] as const;

/** Sets another user's password; the administrator confirms with their own password. */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  readonly user: UserDto;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const titleId = useId();
  const { notify } = useFeedback();
  const resetPassword = useResetPassword();
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { adminPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async ({ adminPassword, newPassword }) => {
      await resetPassword.mutateAsync({ adminPassword, newPassword, userId: user.id });
      notify(t('adminUsers.passwordReset'));
      onClose();
    },
    t('adminUsers.resetPasswordFailed'),
  );
  const { control, formState } = form;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('adminUsers.resetPasswordTitle', { userName: user.userName })}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="adminPassword"
            type="password"
            label={t('adminUsers.adminPassword')}
            autoComplete="current-password"
            autoFocus
          />
          <NewPasswordFields control={control} name="newPassword" label={t('adminUsers.newPassword')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('adminUsers.resetPassword')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
