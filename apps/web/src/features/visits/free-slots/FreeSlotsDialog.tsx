import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { clinicDateTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { SlotPicker, type PickedSlot } from './SlotPicker.tsx';

/** The free-slot dialog's width (spec 000 §9). */
export const FREE_SLOTS_DIALOG_WIDTH = 500;

export interface FreeSlotsDialogProps {
  readonly therapistId: number;
  readonly onPick: (slot: PickedSlot) => void;
  readonly onClose: () => void;
}

/** 'Dostepne terminy' (spec 000 §2.1): the free slots of the calendar's chosen therapist. */
export default function FreeSlotsDialog({ therapistId, onPick, onClose }: FreeSlotsDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: FREE_SLOTS_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id={titleId}>{t('freeSlots.title')}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <SlotPicker therapistId={therapistId} today={clinicDateTime(new Date()).date} onPick={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
