import { format, isValid, parse } from 'date-fns';
import { useState, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a date or time field shows around its picker; the value is the form's string. */
export interface PickerFieldProps {
  readonly label: string;
  /** The form's text: "YYYY-MM-DD" for a date, "HH:mm" for a time; '' when empty. */
  readonly value: string;
  /** Gets '' while the typed value is empty or incomplete, as a browser's own date input does. */
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly autoFocus?: boolean;
}

/** The form text of a date and back, in the form's `pattern` (date-fns tokens). */
function textOf(date: Date | null, pattern: string): string {
  return date && isValid(date) ? format(date, pattern) : '';
}

/**
 * The picker's own value for a form text. The picker keeps what is being typed (an incomplete,
 * invalid date) while the form holds ''; a new text from the form replaces it.
 */
function usePickerValue(
  value: string,
  onChange: (value: string) => void,
  pattern: string,
): { readonly date: Date | null; readonly change: (date: Date | null) => void } {
  const [shown, setShown] = useState(() => ({ text: value, date: dateOf(value, pattern) }));
  if (shown.text !== value) setShown({ text: value, date: dateOf(value, pattern) });
  const change = (date: Date | null) => {
    const text = textOf(date, pattern);
    setShown({ text, date });
    if (text !== value) onChange(text);
  };
  return { date: shown.date, change };
}

function dateOf(text: string, pattern: string): Date | null {
  return text ? parse(text, pattern, new Date(2000, 0, 1)) : null;
}

/** A picker's props for a field of the form's text in `pattern`: value, label, messages and wiring. */
export function usePickerProps(props: PickerFieldProps, pattern: string) {
  const { date, change } = usePickerValue(props.value, props.onChange, pattern);
  return {
    label: props.label,
    value: date,
    onChange: change,
    disabled: props.disabled,
    slotProps: {
      textField: {
        fullWidth: true,
        margin: 'normal' as const,
        name: props.name,
        onBlur: props.onBlur,
        inputRef: props.inputRef,
        error: props.error,
        helperText: props.helperText,
        required: props.required,
        autoFocus: props.autoFocus,
      },
    },
  };
}

export type FormPickerProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  PickerFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error'
> & {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
};

/** A picker's props bound to a react-hook-form field: its value, and its error under the field. */
export function useFormPicker<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormPickerProps<T, TOut>): PickerFieldProps {
  const { field, fieldState } = useController({ control, name });
  return {
    ...props,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    name: field.name,
    inputRef: field.ref,
    error: fieldState.error !== undefined,
    helperText: fieldState.error?.message ?? helperText,
  };
}
