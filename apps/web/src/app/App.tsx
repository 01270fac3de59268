import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { DateLocalization } from '../ui/DateLocalization.tsx';
import { FeedbackProvider } from '../ui/FeedbackProvider.tsx';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { theme } from './theme.ts';

export interface AppProps {
  readonly router: DataRouter;
  readonly queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <DateLocalization>
          <FeedbackProvider>
            <RouterProvider router={router} />
            <SessionExpiredDialog />
          </FeedbackProvider>
        </DateLocalization>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
