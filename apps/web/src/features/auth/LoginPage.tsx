import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTexts } from '../../app/texts.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import type { TwoFactorChallenge } from './hooks.ts';
import { LoginForm, type LoginFormValues } from './LoginForm.tsx';
import { TwoFactorLoginStep } from './TwoFactorLoginStep.tsx';

const EMPTY: LoginFormValues = {
  tenancyName: '',
  userNameOrEmailAddress: '',
  password: '',
  rememberClient: false,
};

/** The login screen: credentials, then the second-factor code when the account needs it. */
export default function LoginPage() {
  const t = useTexts();
  const [typed, setTyped] = useState(EMPTY);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  return (
    <FormCard title={t('app.name')}>
      <Typography color="textSecondary">{t('route./login')}</Typography>
      {challenge ? (
        <TwoFactorLoginStep challenge={challenge} onCancel={() => setChallenge(null)} />
      ) : (
        <LoginForm
          defaultValues={typed}
          onTwoFactor={(next, values) => {
            setTyped(values);
            setChallenge(next);
          }}
        />
      )}
    </FormCard>
  );
}
