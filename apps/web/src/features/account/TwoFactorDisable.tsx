import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { TwoFactorCodeForm } from '../auth/TwoFactorCodeForm.tsx';
import { useDisableTwoFactor } from './hooks.ts';

export interface TwoFactorDisableProps {
  /** Two-factor is off. */
  readonly onDisabled: () => Promise<unknown>;
}

/** Two-factor is on: switching it off takes a current code and a confirmation. */
export function TwoFactorDisable({ onDisabled }: TwoFactorDisableProps) {
  const t = useTexts();
  const { confirm } = useFeedback();
  const disable = useDisableTwoFactor();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('twoFactor.onInfo')}</Alert>
      <Typography>{t('twoFactor.disableHint')}</Typography>
      <TwoFactorCodeForm
        submitLabel={t('twoFactor.disable')}
        onSubmit={async (code) => {
          if (!(await confirm(t('twoFactor.confirmDisable')))) return;
          await disable.mutateAsync({ code });
          await onDisabled();
        }}
      />
    </Stack>
  );
}
