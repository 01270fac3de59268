import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';

/** A row of the certificate forms: stacked on phones, side by side from md on. */
export function CertificateFormRow({ children }: { readonly children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      {children}
    </Stack>
  );
}

/** 'Hasło certyfikatu', never filled in by the browser. */
export function CertificatePasswordField(props: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete'>) {
  const t = useTexts();
  return (
    <TextField
      margin="normal"
      {...props}
      type="password"
      autoComplete="off"
      label={t('certificate.password')}
    />
  );
}
