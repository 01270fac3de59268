import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatusMessageProps {
  readonly title: string;
  readonly text?: string;
  /** A way on: a link or a button. */
  readonly action?: ReactNode;
  readonly tone?: 'info' | 'error';
}

/** A whole-screen message in place of content: nothing here, not found, could not load. */
export function StatusMessage({ title, text, action, tone = 'info' }: StatusMessageProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, mx: 'auto', my: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role={tone === 'error' ? 'alert' : 'status'}>
        <Typography variant="h5" component="h2" color={tone === 'error' ? 'error' : 'textPrimary'}>
          {title}
        </Typography>
        {text && <Typography color="textSecondary">{text}</Typography>}
        {action}
      </Stack>
    </Paper>
  );
}
