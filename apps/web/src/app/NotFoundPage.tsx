import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useTexts } from './texts.ts';

/** Every path without a registered screen: unknown ones and those of screens not built yet. */
export function NotFoundPage() {
  const t = useTexts();
  return (
    <StatusMessage
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
