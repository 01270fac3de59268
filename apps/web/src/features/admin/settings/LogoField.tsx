import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_SIZE_MESSAGE,
} from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import type { SettingsControl } from './SettingsFields.tsx';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

export interface LogoFieldProps {
  readonly control: SettingsControl;
  /** The picked file's problem; the page blocks 'Zapisz' while there is one. */
  readonly error: string | null;
  readonly onError: (message: string | null) => void;
}

/** The logo: an image of at most 1 MB and 400×400 px, checked here before the server checks it again. */
export function LogoField({ control, error, onError }: LogoFieldProps) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name: 'logo_base64' });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return onError(t('companySettings.logoNotImage'));
    if (file.size > LOGO_MAX_BYTES) return onError(LOGO_SIZE_MESSAGE);
    const url = await readDataUrl(file);
    const size = await imageSize(url);
    if (!size) return onError(t('companySettings.logoNotImage'));
    if (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS)
      return onError(LOGO_DIMENSIONS_MESSAGE);
    onError(null);
    field.onChange(url);
  };
  const message = error ?? fieldState.error?.message;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{t('companySettings.logo')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {field.value ? (
          <Box
            component="img"
            src={field.value.startsWith('data:') ? field.value : `data:image/png;base64,${field.value}`}
            alt={t('companySettings.logo')}
            sx={{ maxWidth: 120, maxHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        ) : null}
        <Button component="label" variant="outlined">
          {t('companySettings.logoChoose')}
          <input hidden type="file" accept="image/*" onChange={(e) => void pick(e.target.files?.[0])} />
        </Button>
        {field.value ? (
          <Button
            onClick={() => {
              field.onChange('');
              onError(null);
            }}
          >
            {t('companySettings.logoRemove')}
          </Button>
        ) : null}
      </Stack>
      <Typography
        variant="body2"
        role={message ? 'alert' : undefined}
        color={message ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
      >
        {message ?? t('companySettings.logoHint')}
      </Typography>
    </Box>
  );
}
