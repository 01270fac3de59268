import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import type { VisitDetails } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useSetPayByPayu, useVisitPayU } from '../../../api/payu.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFlipSwitch } from './useFlipSwitch.ts';

/** The visit's card-payment state, asked for only when the clinic has the PayU feature. */
function usePayUState(visitId: number) {
  const enabled = useAccess().features?.has('PayU') === true;
  return { enabled, state: useVisitPayU(visitId, enabled) };
}

export interface PayByPayuSwitchProps {
  readonly visit: VisitDetails;
  readonly disabled: boolean;
  readonly onChanged?: () => void;
}

/**
 * 'Płatność linkiem PayU' (feature PayU; §4.3): flips on the server at once; a failed call puts the
 * switch back and shows 'Bład ustawiania płatności PayU' (or the server's reason).
 */
export function PayByPayuSwitch({ visit, disabled, onChanged }: PayByPayuSwitchProps) {
  const t = useTexts();
  const { enabled, state } = usePayUState(visit.id);
  const setPayByPayu = useSetPayByPayu(visit.id);
  // What the user set here, until the server's state says the same; null: as the server has it.
  const [local, setLocal] = useState<boolean | null>(null);
  const flip = useFlipSwitch(onChanged);
  if (!enabled) return null;
  const checked = local ?? state.data?.payByPayu ?? false;

  return (
    <FormControlLabel
      label={t('payu.payByLink')}
      control={
        <Switch
          checked={checked}
          disabled={disabled || !state.isSuccess || setPayByPayu.isPending}
          onChange={(_e, on) =>
            void flip(on, setLocal, () => setPayByPayu.mutateAsync(), t('payu.setFailed'))
          }
        />
      }
    />
  );
}

/**
 * The General tab's warning for an expired payment invitation (§2.3, §8): the visit is to be paid by
 * link and its last link passed its expiry unpaid.
 */
export function PayUInvitationBanner({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  const { enabled, state } = usePayUState(visit.id);
  if (!enabled || !state.data?.payByPayu || !state.data.link?.expired) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {t('payu.invitationExpired')}
    </Alert>
  );
}
