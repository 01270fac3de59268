import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField, type FormTextFieldProps } from '../../../ui/FormTextField.tsx';
import type { ClientInput } from '@wizytownik/contracts';
import { usePatientForm, type PatientField, type PatientForm } from './patient-form.ts';

type TextProps = Omit<FormTextFieldProps<PatientForm, ClientInput>, 'control' | 'name'> & {
  readonly name: PatientField;
};

/** A text field of the patient form. */
export function PatientTextField(props: TextProps) {
  const { control } = usePatientForm();
  return <FormTextField control={control} {...props} />;
}

/**
 * A text field whose typed text is rewritten before it reaches the form (a mask, trimming);
 * `onValue` then sees each new value.
 */
export function RewrittenTextField({
  name,
  rewrite,
  onValue,
  helperText,
  ...props
}: TextProps & { readonly rewrite: (typed: string) => string; readonly onValue?: (value: string) => void }) {
  const { control } = usePatientForm();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={field.name}
      value={field.value}
      onChange={(e) => {
        const value = rewrite(e.target.value);
        field.onChange(value);
        onValue?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

export interface SelectOption {
  readonly value: string | number;
  readonly label: string;
}

/** A list of the patient form; `empty` names the choice of nothing (the value ''). */
export function PatientSelectField({
  options,
  empty,
  ...props
}: TextProps & { readonly options: readonly SelectOption[]; readonly empty?: boolean }) {
  const t = useTexts();
  return (
    <PatientTextField select {...props}>
      {empty && <MenuItem value="">{t('patients.none')}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </PatientTextField>
  );
}

/**
 * A cell of the form's grid: a full row on a phone, `md` twelfths from a laptop up; `middle` centres a
 * checkbox against the text fields beside it.
 */
export function Cell({
  md,
  middle,
  children,
}: {
  readonly md: number;
  readonly middle?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Grid
      size={{ xs: 12, sm: md < 6 ? 6 : 12, md }}
      sx={middle ? { display: 'flex', alignItems: 'center', pt: 1 } : undefined}
    >
      {children}
    </Grid>
  );
}
