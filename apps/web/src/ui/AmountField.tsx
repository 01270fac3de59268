import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

/**
 * An amount in złote as Polish writes it ("150,50"; a dot is read too): a text field, since a number
 * field shows and takes the browser's own decimal mark. Check it with the domain's AMOUNT_PATTERN and
 * read it with parseAmount.
 */
export function AmountField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type'>,
) {
  return (
    <FormTextField
      {...props}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
