import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { FieldValues } from 'react-hook-form';
import {
  pickerTextField,
  useFormPicker,
  usePickerValue,
  type FormPickerProps,
  type PickerFieldProps,
} from './DatePickerBinding.ts';

/** 24-hour, in the form and on screen alike. */
const TIME_FORMAT = 'HH:mm';
/** Spec 002 §9: the picker offers half-hour steps; any minute can still be typed. */
const TIME_STEPS = { minutes: 30 };

/** A time of day typed or picked as 24-hour HH:mm; the value is "HH:mm". */
export function TimeField(props: PickerFieldProps) {
  const { date, change } = usePickerValue(props.value, props.onChange, TIME_FORMAT);
  return (
    <TimePicker
      label={props.label}
      value={date}
      onChange={change}
      format={TIME_FORMAT}
      ampm={false}
      timeSteps={TIME_STEPS}
      disabled={props.disabled}
      slotProps={{ textField: pickerTextField(props) }}
    />
  );
}

/** A TimeField bound to a react-hook-form field. */
export function FormTimeField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormPickerProps<T, TOut>,
) {
  return <TimeField {...useFormPicker(props)} />;
}
