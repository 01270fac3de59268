import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface FormCardProps {
  readonly title?: string;
  readonly children: ReactNode;
}

/** A narrow centred card for a single form: login, password change, two-factor settings. */
export function FormCard({ title, children }: FormCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 1, md: 4 } }}>
      <Card component="section" sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {title && (
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {title}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
