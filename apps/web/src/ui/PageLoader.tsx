import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTexts } from '../app/texts.ts';

/** The progress indicator of a screen that is still loading (its code, or what it needs to decide). */
export function PageLoader() {
  const t = useTexts();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
