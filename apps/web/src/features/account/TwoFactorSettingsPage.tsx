import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import type { TextKey } from '@wizytownik/domain';
import { useCurrentSession, useRefreshSession } from '../../api/session.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { TwoFactorDisable } from './TwoFactorDisable.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';
import { useForcedMode } from './useForcedMode.ts';

/** /settings2fa: switch two-factor on (or off); in forced mode the administrator requires it. */
export default function TwoFactorSettingsPage() {
  const t = useTexts();
  const forced = useForcedMode();
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const refreshSession = useRefreshSession();
  const enabled = useCurrentSession().data?.twoFactorEnabled ?? false;

  const changed = (message: TextKey) => async () => {
    notify(t(message));
    await refreshSession();
    if (forced) await navigate('/');
  };

  return (
    <FormCard>
      {forced && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('twoFactor.forced')}
        </Alert>
      )}
      {enabled ? (
        <TwoFactorDisable onDisabled={changed('twoFactor.disabled')} />
      ) : (
        <TwoFactorSetup onEnabled={changed('twoFactor.enabled')} />
      )}
    </FormCard>
  );
}
