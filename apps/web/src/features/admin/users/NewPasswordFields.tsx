import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';

interface NewPasswordFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
  readonly label: string;
}

/** A new password with the policy under it, and its repetition in `confirmPassword`. */
export function NewPasswordFields<
  T extends FieldValues & { confirmPassword: string },
  TOut extends FieldValues,
>({ control, name, label }: NewPasswordFieldsProps<T, TOut>) {
  const t = useTexts();
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        type="password"
        label={label}
        helperText={t('changePassword.policy')}
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        type="password"
        label={t('adminUsers.passwordRepeat')}
        autoComplete="new-password"
      />
    </>
  );
}
