import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { FieldValues } from 'react-hook-form';
import {
  useFormPicker,
  usePickerProps,
  type FormPickerProps,
  type PickerFieldProps,
} from './DatePickerBinding.ts';

/** 24-hour, in the form and on screen alike. */
const TIME_FORMAT = 'HH:mm';
/** Spec 002 §9: the picker offers half-hour steps; any minute can still be typed. */
const TIME_STEPS = { minutes: 30 };

/** A time of day typed or picked as 24-hour HH:mm; the value is "HH:mm". */
export function TimeField(props: PickerFieldProps) {
  return (
    <TimePicker
      {...usePickerProps(props, TIME_FORMAT)}
      format={TIME_FORMAT}
      ampm={false}
      timeSteps={TIME_STEPS}
    />
  );
}

/** A TimeField bound to a react-hook-form field. */
export function FormTimeField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormPickerProps<T, TOut>,
) {
  return <TimeField {...useFormPicker(props)} />;
}
