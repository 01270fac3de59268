import { useWatch, type FieldValues } from 'react-hook-form';
import { smsLength } from '@wizytownik/domain';
import { useTexts } from '../app/texts.ts';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

/**
 * A form field of an SMS text or template, with its length and number of SMS under it as the
 * writer types (a Polish letter makes the whole message UCS-2: 70 characters in one SMS instead of
 * 160). A template's length is before its placeholders are filled in.
 */
export function SmsTextField<T extends FieldValues, TOut extends FieldValues = T>({
  template = false,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut> & { readonly template?: boolean }) {
  const t = useTexts();
  const value = useWatch({ control: props.control, name: props.name }) as string | null | undefined;
  const { encoding, units, parts, perPart } = smsLength(value ?? '');
  const length = t(encoding === 'GSM-7' ? 'sms.lengthGsm' : 'sms.lengthUcs', { units, parts, perPart });
  const counter = template ? t('sms.templateLength', { length }) : length;
  return <FormTextField {...props} helperText={helperText ? `${String(helperText)} ${counter}` : counter} />;
}
