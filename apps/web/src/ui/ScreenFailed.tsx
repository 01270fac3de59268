import Button from '@mui/material/Button';
import { reloadPage } from '../api/reload-page.ts';
import { useTexts } from '../app/texts.ts';
import { StatusMessage } from './StatusMessage.tsx';

/** In place of a screen that could not be loaded or shown: the notice and a reload button. */
export function ScreenFailed() {
  const t = useTexts();
  return (
    <StatusMessage
      tone="error"
      title={t('screen.failed')}
      action={
        <Button variant="contained" onClick={reloadPage}>
          {t('screen.reload')}
        </Button>
      }
    />
  );
}
