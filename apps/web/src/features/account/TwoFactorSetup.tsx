import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/errors.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { TwoFactorCodeForm } from '../auth/TwoFactorCodeForm.tsx';
import { useEnableTwoFactor, useVerifyTwoFactorCode } from './hooks.ts';

export interface TwoFactorSetupProps {
  /** Two-factor is on. */
  readonly onEnabled: () => Promise<unknown>;
}

/** Switching two-factor on: a new secret as a QR code and as text, then a code to prove it works. */
export function TwoFactorSetup({ onEnabled }: TwoFactorSetupProps) {
  const t = useTexts();
  const { showError } = useFeedback();
  const enable = useEnableTwoFactor();
  const verify = useVerifyTwoFactorCode();
  const setup = enable.data;

  if (!setup) {
    return (
      <Stack spacing={2}>
        <Typography>{t('twoFactor.offInfo')}</Typography>
        <Button
          variant="contained"
          loading={enable.isPending}
          onClick={() => enable.mutate({}, { onError: (error) => showError(errorMessage(error)) })}
        >
          {t('twoFactor.enable')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography>{t('twoFactor.scanQr')}</Typography>
      <Box
        component="img"
        src={setup.qrCodeImage}
        alt={t('twoFactor.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: 'center' }}
      />
      <Typography variant="body2">
        {t('twoFactor.secret')}:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
          {setup.secret}
        </Box>
      </Typography>
      <TwoFactorCodeForm
        submitLabel={t('twoFactor.verify')}
        onSubmit={async (code) => {
          await verify.mutateAsync({ code, twoFactorToken: setup.twoFactorToken });
          await onEnabled();
        }}
      />
    </Stack>
  );
}
