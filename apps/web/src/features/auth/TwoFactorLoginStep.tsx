import Typography from '@mui/material/Typography';
import { useTexts } from '../../app/texts.ts';
import { useVerifyTwoFactorLogin, type TwoFactorChallenge } from './hooks.ts';
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx';

export interface TwoFactorLoginStepProps {
  readonly challenge: TwoFactorChallenge;
  /** 'Anuluj': back to the login form. */
  readonly onCancel: () => void;
}

export function TwoFactorLoginStep({ challenge, onCancel }: TwoFactorLoginStepProps) {
  const t = useTexts();
  const verify = useVerifyTwoFactorLogin();
  return (
    <>
      <Typography sx={{ mt: 2 }}>{t('login.twoFactorHint')}</Typography>
      <TwoFactorCodeForm
        submitLabel={t('login.twoFactorSubmit')}
        onSubmit={(code) =>
          verify.mutateAsync({ code, twoFactorToken: challenge.twoFactorToken, tenantId: challenge.tenantId })
        }
        onCancel={onCancel}
      />
    </>
  );
}
