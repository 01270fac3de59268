import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { clearStoredUser } from '../api/stored-user.ts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRoutes } from '../app/routes.tsx';
import { resetTextOverrides } from '../app/texts.ts';
import { theme } from '../app/theme.ts';
import { DateLocalization } from '../ui/DateLocalization.tsx';
import { clearUndo } from '../ui/UndoSnackbar.tsx';
import { FeedbackProvider } from '../ui/FeedbackProvider.tsx';

afterEach(() => {
  cleanup();
  clearStoredUser();
  resetTextOverrides();
  clearUndo();
});

/**
 * A widget with the theme, the pickers' Polish locale and the app's feedback (error dialog, notices,
 * confirmation).
 */
export function renderWithTheme(ui: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <DateLocalization>
        <FeedbackProvider>{ui}</FeedbackProvider>
      </DateLocalization>
    </ThemeProvider>,
  );
}

/** The whole app at `path`, with its real routes, guard and shell. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(<App router={router} queryClient={createQueryClient()} />);
  return router;
}
