import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form around a dialog's title, content and actions. It keeps the dialog's column layout, so that
 * a long form scrolls inside its content while the title and the buttons stay in view.
 */
export function DialogForm({ onSubmit, children }: { onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      {children}
    </Box>
  );
}
