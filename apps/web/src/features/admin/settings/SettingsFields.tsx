import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { SmsTextField } from '../../../ui/SmsTextField.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { fieldLabel, type LabelledField, type SettingsForm, type SettingsValues } from './settings-form.ts';

export type SettingsControl = Control<SettingsForm, unknown, SettingsValues>;

/** Labelled text fields of the settings form, two to a row on wide screens. */
export function TextFields({
  control,
  names,
  multiline = false,
  wide = multiline,
  smsTemplates = false,
}: {
  readonly control: SettingsControl;
  readonly names: readonly LabelledField[];
  readonly multiline?: boolean;
  /** One field per row (long labels, templates). */
  readonly wide?: boolean;
  /** SMS templates: each with its length and number of SMS. */
  readonly smsTemplates?: boolean;
}) {
  const t = useTexts();
  return (
    <Grid container columnSpacing={2}>
      {names.map((name) => (
        <Grid key={name} size={{ xs: 12, md: wide ? 12 : 6 }}>
          {smsTemplates ? (
            <SmsTextField
              control={control}
              name={name}
              label={t(fieldLabel(name))}
              multiline
              minRows={2}
              template
            />
          ) : (
            <FormTextField
              control={control}
              name={name}
              label={t(fieldLabel(name))}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

/** A whole number; an empty or non-numeric entry reaches the schema as NaN and gets its message. */
export function NumberField({
  control,
  name,
  helperText,
  max,
}: {
  readonly control: SettingsControl;
  readonly name: LabelledField;
  /** Shown under the field while it holds no error. */
  readonly helperText?: string;
  readonly max?: number;
}) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      type="number"
      label={t(fieldLabel(name))}
      name={field.name}
      value={Number.isNaN(field.value) ? '' : (field.value as number)}
      onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { min: 0, max, step: 1 } }}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

export function Checkboxes({
  control,
  names,
}: {
  readonly control: SettingsControl;
  readonly names: readonly LabelledField[];
}) {
  const t = useTexts();
  return (
    <Grid container>
      {names.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <CheckboxField control={control} name={name} label={t(fieldLabel(name))} />
        </Grid>
      ))}
    </Grid>
  );
}
