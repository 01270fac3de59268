import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import type { VisitDetails } from '@wizytownik/contracts';
import { visitError } from './errors.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useToggleNoSms, useTogglePresent } from './hooks.ts';
import { VISIT_EDITOR_TEXTS as T } from './texts.ts';

export interface VisitTogglesProps {
  readonly visit: VisitDetails;
  readonly disabled: boolean;
  readonly onChanged?: () => void;
}

/**
 * 'Pacjent obecny' and 'Nie wysyłaj SMS potwierdzającego' (§4.3): each switch flips on the server at
 * once; a failed call puts the switch back and shows the spec's error.
 */
export function VisitToggles({ visit, disabled, onChanged }: VisitTogglesProps) {
  const { showError } = useFeedback();
  const [present, setPresent] = useState(visit.obecny);
  const [noSms, setNoSms] = useState(visit.nie_wysylaj_sms);
  const togglePresent = useTogglePresent();
  const toggleNoSms = useToggleNoSms();

  const flip = async (
    value: boolean,
    set: (value: boolean) => void,
    send: () => Promise<{ value: boolean }>,
    failedText: string,
  ) => {
    set(value);
    try {
      set((await send()).value);
      onChanged?.();
    } catch (error) {
      set(!value);
      showError(visitError(error, failedText));
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      <FormControlLabel
        label={present ? T.present : T.absent}
        control={
          <Switch
            checked={present}
            disabled={disabled || togglePresent.isPending}
            onChange={(_e, on) =>
              void flip(
                on,
                setPresent,
                () => togglePresent.mutateAsync({ visitid: visit.id }),
                T.presentFailed,
              )
            }
          />
        }
      />
      <Box>
        <FormControlLabel
          label={T.noSmsSwitch}
          control={
            <Switch
              checked={noSms}
              disabled={disabled || toggleNoSms.isPending}
              onChange={(_e, on) =>
                void flip(on, setNoSms, () => toggleNoSms.mutateAsync({ visitid: visit.id }), T.smsFailed)
              }
            />
          }
        />
        <FormHelperText>{noSms ? T.smsWillNotBeSent : T.smsWillBeSent}</FormHelperText>
      </Box>
    </Stack>
  );
}
