import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import type { VisitDetails } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useToggleNoSms, useTogglePresent } from './hooks.ts';
import { PayByPayuSwitch } from './PayByPayu.tsx';
import { useFlipSwitch } from './useFlipSwitch.ts';

export interface VisitTogglesProps {
  readonly visit: VisitDetails;
  readonly disabled: boolean;
  readonly onChanged?: () => void;
}

/**
 * 'Pacjent obecny', 'Nie wysyłaj SMS potwierdzającego' and, with PayU, 'Płatność linkiem PayU' (§4.3):
 * each switch flips on the server at once; a failed call puts the switch back and shows the spec's error.
 */
export function VisitToggles({ visit, disabled, onChanged }: VisitTogglesProps) {
  const t = useTexts();
  const [present, setPresent] = useState(visit.obecny);
  const [noSms, setNoSms] = useState(visit.nie_wysylaj_sms);
  const togglePresent = useTogglePresent();
  const toggleNoSms = useToggleNoSms();
  const flip = useFlipSwitch(onChanged);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      <FormControlLabel
        label={present ? t('visitEditor.present') : t('visitEditor.absent')}
        control={
          <Switch
            checked={present}
            disabled={disabled || togglePresent.isPending}
            onChange={(_e, on) =>
              void flip(
                on,
                setPresent,
                () => togglePresent.mutateAsync({ visitid: visit.id }),
                t('visitEditor.presentFailed'),
              )
            }
          />
        }
      />
      <Box>
        <FormControlLabel
          label={t('visitEditor.noSmsSwitch')}
          control={
            <Switch
              checked={noSms}
              disabled={disabled || toggleNoSms.isPending}
              onChange={(_e, on) =>
                void flip(
                  on,
                  setNoSms,
                  () => toggleNoSms.mutateAsync({ visitid: visit.id }),
                  t('visitEditor.smsFailed'),
                )
              }
            />
          }
        />
        <FormHelperText>
          {noSms ? t('visitEditor.smsWillNotBeSent') : t('visitEditor.smsWillBeSent')}
        </FormHelperText>
      </Box>
      <Box>
        <PayByPayuSwitch visit={visit} disabled={disabled} onChanged={onChanged} />
      </Box>
    </Stack>
  );
}
