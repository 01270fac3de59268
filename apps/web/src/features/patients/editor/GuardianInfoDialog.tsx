import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { RepresentativeInfo } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useGuardianInfo } from '../../../api/patients.ts';
import { useErrorDialog } from '../useErrorDialog.ts';

const SHOWN: ReadonlyArray<[keyof RepresentativeInfo, TextKey]> = [
  ['name', 'patients.name'],
  ['surname', 'patients.surname'],
  ['phone', 'patients.phone'],
  ['pesel', 'patients.pesel'],
  ['street', 'patients.street'],
  ['postcode', 'patients.postcode'],
  ['city', 'patients.city'],
];

/** 'Informacje o opiekunie': the guardian's contact data, read-only; a failed load closes it. */
export function GuardianInfoDialog({
  guardianId,
  onClose,
}: {
  readonly guardianId: number;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const titleId = useId();
  const info = useGuardianInfo(guardianId);
  useErrorDialog(info.error, t('patients.guardianInfoFailed'), onClose);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('patients.guardianInfo')}</DialogTitle>
      <DialogContent dividers>
        {info.data
          ? SHOWN.map(([field, label]) => (
              <TextField
                key={field}
                fullWidth
                margin="dense"
                variant="standard"
                label={t(label)}
                value={info.data[field] ?? ''}
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              />
            ))
          : !info.isError && <PageLoader />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('patients.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
