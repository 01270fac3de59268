import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useForm, type Control } from 'react-hook-form';
import { CreateRoomInput, type RoomDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useOutpostOptions } from '../../../api/outposts.ts';
import { useCreateRoom, useUpdateRoom } from './hooks.ts';

type RoomForm = z.input<typeof CreateRoomInput>;
type RoomValues = z.output<typeof CreateRoomInput>;

const FIELDS = ['name', 'description', 'placowkaId', 'color'] as const;
/** The colour a new room starts with: the theme's light primary. */
export const DEFAULT_ROOM_COLOR = '#4f9da6';
/** The select's value for the main location (a select cannot hold null). */
const MAIN = '';

function OutpostField({ control }: { readonly control: Control<RoomForm, unknown, RoomValues> }) {
  const t = useTexts();
  const outposts = useOutpostOptions();
  const { field, fieldState } = useController({ control, name: 'placowkaId' });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={t('rooms.outpost')}
      // The main location is the empty value: show it, and keep the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={field.value ?? MAIN}
      onChange={(e) => field.onChange(e.target.value === MAIN ? null : Number(e.target.value))}
      error={fieldState.error !== undefined || outposts.isError}
      helperText={fieldState.error?.message ?? (outposts.isError ? t('rooms.outpostsFailed') : undefined)}
    >
      <MenuItem value={MAIN}>{t('rooms.mainLocation')}</MenuItem>
      {(outposts.data ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ColorField({ control }: { readonly control: Control<RoomForm, unknown, RoomValues> }) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name: 'color' });
  const none = !field.value;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
      <TextField
        type="color"
        label={t('rooms.color')}
        value={field.value ?? DEFAULT_ROOM_COLOR}
        onChange={field.onChange}
        disabled={none}
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message}
        sx={{ width: 120 }}
      />
      <FormControlLabel
        label={t('rooms.noColor')}
        control={
          <Checkbox
            checked={none}
            onChange={(_e, checked) => field.onChange(checked ? null : DEFAULT_ROOM_COLOR)}
          />
        }
      />
    </Stack>
  );
}

export interface RoomDialogProps {
  /** The room to edit; null adds a new one. */
  readonly room: RoomDto | null;
  readonly onClose: () => void;
}

/** Add or edit a room (spec 002: name, description, outpost, colour; width 500). */
export function RoomDialog({ room, onClose }: RoomDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<RoomForm, unknown, RoomValues>({
    resolver: zodResolver(CreateRoomInput),
    defaultValues: room
      ? {
          name: room.name,
          description: room.description ?? '',
          placowkaId: room.placowkaId,
          color: room.color,
        }
      : { name: '', description: '', placowkaId: null, color: DEFAULT_ROOM_COLOR },
  });
  const createRoom = useCreateRoom();
  const updateRoom = useUpdateRoom();
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (room) await updateRoom.mutateAsync({ ...values, id: room.id });
      else await createRoom.mutateAsync(values);
      notify(t('roomsDaysOff.saved'));
      onClose();
    },
    t(room ? 'rooms.updateFailed' : 'rooms.createFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      title={t(room ? 'rooms.editTitle' : 'rooms.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('roomsDaysOff.save')}
    >
      <FormTextField control={control} name="name" label={t('rooms.name')} required autoFocus />
      <FormTextField control={control} name="description" label={t('rooms.description')} />
      <OutpostField control={control} />
      <ColorField control={control} />
    </FormDialog>
  );
}
