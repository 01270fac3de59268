import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldValues } from 'react-hook-form';
import {
  useFormPicker,
  usePickerProps,
  type FormPickerProps,
  type PickerFieldProps,
} from './DatePickerBinding.ts';

/** How a date is shown and typed, whatever the browser's language. */
const DATE_DISPLAY_FORMAT = 'dd-MM-yyyy';
/** How the forms and the API hold a date. */
const DATE_FORM_FORMAT = 'yyyy-MM-dd';

/** A calendar date typed as DD-MM-YYYY or picked from a Polish calendar; the value is "YYYY-MM-DD". */
export function DateField(props: PickerFieldProps) {
  return <DatePicker {...usePickerProps(props, DATE_FORM_FORMAT)} format={DATE_DISPLAY_FORMAT} />;
}

/** A DateField bound to a react-hook-form field. */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormPickerProps<T, TOut>,
) {
  return <DateField {...useFormPicker(props)} />;
}
