import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { StatusMessage } from './StatusMessage.tsx';

describe('StatusMessage', () => {
  it('shows title, text and action as a status', () => {
    renderWithTheme(
      <StatusMessage title="Brak danych" text="Dodaj pierwszy gabinet." action={<button>Dodaj</button>} />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Brak danych');
    expect(status.textContent).toContain('Dodaj pierwszy gabinet.');
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeTruthy();
  });

  it('announces an error as an alert', () => {
    renderWithTheme(<StatusMessage tone="error" title="Nie można pobrać danych." />);
    expect(screen.getByRole('alert').textContent).toBe('Nie można pobrać danych.');
  });
});
