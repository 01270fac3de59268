import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { UserDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { DialogForm } from './DialogForm.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { CheckboxListField } from './CheckboxListField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useUserOutpostOptions } from '../../../api/outposts.ts';
import { useCreateUser, useUpdateUser, useUserRoleChoices } from './hooks.ts';
import {
  USER_FIELDS,
  userFormSchema,
  userFormValues,
  type UserForm,
  type UserFormValues,
} from './user-form.ts';

export interface UserDialogProps {
  /** The user to edit; null adds a new one. */
  readonly user: UserDto | null;
  readonly onClose: () => void;
}

/** Add or edit a user (spec 002 §5): data, roles, extra outposts and the forced first-login steps. */
export function UserDialog({ user, onClose }: UserDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const { notify } = useFeedback();
  const creating = user === null;
  const schema = useMemo(() => userFormSchema(t, creating), [t, creating]);
  const form = useForm<UserForm, unknown, UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: userFormValues(user),
  });
  const roles = useUserRoleChoices();
  const outposts = useUserOutpostOptions();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const submit = useFormSubmit(
    form,
    USER_FIELDS,
    async ({ confirmPassword: _repeated, password, ...values }) => {
      if (user) await updateUser.mutateAsync({ ...values, id: user.id });
      else await createUser.mutateAsync({ ...values, password });
      notify(t('usersRoles.saved'));
      onClose();
    },
    t('adminUsers.saveFailed'),
  );
  const { control, formState } = form;

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 768, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {user ? t('adminUsers.editTitle', { userName: user.userName }) : t('adminUsers.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            <FormTextField control={control} name="userName" label={t('adminUsers.userName')} autoFocus />
            <FormTextField control={control} name="emailAddress" type="email" label={t('adminUsers.email')} />
            <FormTextField control={control} name="name" label={t('adminUsers.name')} />
            <FormTextField control={control} name="surname" label={t('adminUsers.surname')} />
            {creating && (
              <NewPasswordFields control={control} name="password" label={t('adminUsers.password')} />
            )}
          </Box>
          <CheckboxListField
            control={control}
            name="roleNames"
            label={t('adminUsers.roles')}
            choices={(roles.data ?? []).map((r) => ({ value: r.name, label: r.displayName }))}
            helperText={roles.isError ? t('adminUsers.rolesFailed') : undefined}
          />
          <CheckboxListField
            control={control}
            name="additionalOutposts"
            label={t('adminUsers.outposts')}
            choices={(outposts.data ?? []).map((o) => ({ value: o.id, label: `${o.name} (${o.city})` }))}
            helperText={outpostsHint(outposts, t)}
          />
          <Stack direction={{ sm: 'row' }} sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <CheckboxField control={control} name="isActive" label={t('adminUsers.active')} />
            <CheckboxField
              control={control}
              name="forceResetPasswordAtLogin"
              label={t('adminUsers.forceReset')}
            />
            <CheckboxField control={control} name="forceSet2FAAtLogin" label={t('adminUsers.force2FA')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('usersRoles.save')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

function outpostsHint(
  outposts: { isError: boolean; data?: readonly unknown[] | undefined },
  t: ReturnType<typeof useTexts>,
) {
  if (outposts.isError) return t('adminUsers.outpostsFailed');
  return outposts.data?.length === 0 ? t('adminUsers.outpostsEmpty') : t('adminUsers.outpostsHint');
}
