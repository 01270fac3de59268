import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { ErrorDialog } from './ErrorDialog.tsx';

describe('ErrorDialog', () => {
  it("shows the message under the title 'Błąd'", () => {
    renderWithTheme(<ErrorDialog open message="Błąd zapisu roli." onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Błąd' });
    expect(dialog.textContent).toContain('Błąd zapisu roli.');
  });

  it('closes with OK', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ErrorDialog open message="Nie można pobrać danych." onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ErrorDialog open message="Nie można pobrać danych." onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    renderWithTheme(<ErrorDialog open={false} message="" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
