import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TwoFactorCode } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';

const CodeForm = z.object({ code: TwoFactorCode });
type CodeForm = z.infer<typeof CodeForm>;
const FIELDS = ['code'] as const;

export interface TwoFactorCodeFormProps {
  readonly submitLabel: string;
  /** Uses the code; a failure is shown under the field or in the 'Błąd' dialog. */
  readonly onSubmit: (code: string) => Promise<unknown>;
  readonly onCancel?: () => void;
}

/** The 6-digit code from the authenticator app: login step, setup and switching off. */
export function TwoFactorCodeForm({ submitLabel, onSubmit, onCancel }: TwoFactorCodeFormProps) {
  const t = useTexts();
  const form = useForm<CodeForm>({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const { control, formState } = form;
  const submit = useFormSubmit(form, FIELDS, ({ code }) => onSubmit(code));

  return (
    <form onSubmit={submit} noValidate>
      <FormTextField
        control={control}
        name="code"
        label={t('twoFactor.code')}
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-required': true } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
