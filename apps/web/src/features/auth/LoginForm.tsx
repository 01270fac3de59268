import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AuthenticateInput } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { useLogin, type TwoFactorChallenge } from './hooks.ts';

const LoginSchema = AuthenticateInput.extend({ tenancyName: z.string().max(64) });
export type LoginFormValues = z.input<typeof LoginSchema>;
type LoginFormOutput = z.output<typeof LoginSchema>;
const FIELDS = ['tenancyName', 'userNameOrEmailAddress', 'password'] as const;
const REQUIRED = { htmlInput: { 'aria-required': true } } as const;

export interface LoginFormProps {
  readonly defaultValues: LoginFormValues;
  /** The login needs the second factor: the challenge, and what was typed (to refill on cancel). */
  readonly onTwoFactor: (challenge: TwoFactorChallenge, values: LoginFormValues) => void;
}

/** Company name (optional), user name and password, 'Zapamiętaj mnie'; Enter or 'Zaloguj' submits. */
export function LoginForm({ defaultValues, onTwoFactor }: LoginFormProps) {
  const t = useTexts();
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(LoginSchema),
    defaultValues,
  });
  const { control } = form;
  const onSubmit = useFormSubmit(form, FIELDS, async (values) => {
    const outcome = await login.mutateAsync(values);
    if (outcome.kind === 'twoFactor') onTwoFactor(outcome, { ...values, password: '' });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="tenancyName"
        label={t('login.tenancyName')}
        helperText={t('login.tenancyNameHint')}
        autoComplete="organization"
        autoFocus
      />
      <FormTextField
        control={control}
        name="userNameOrEmailAddress"
        label={t('login.userName')}
        autoComplete="username"
        slotProps={REQUIRED}
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        slotProps={REQUIRED}
      />
      <Controller
        control={control}
        name="rememberClient"
        render={({ field }) => (
          <FormControlLabel
            label={t('login.rememberMe')}
            control={
              <Checkbox
                name={field.name}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={login.isPending}
        sx={{ mt: 2 }}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
