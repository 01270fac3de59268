import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { FormDialog } from './FormDialog.tsx';

function renderDialog() {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const onOuterSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const onClose = vi.fn();
  renderWithTheme(
    // Opened from inside another form, as the record editor's dialogs are.
    <form onSubmit={onOuterSubmit}>
      <FormDialog
        title="Nowy gabinet"
        width={500}
        onSubmit={onSubmit}
        onClose={onClose}
        submitting={false}
        submitLabel="Zapisz"
      >
        <input aria-label="Nazwa" />
      </FormDialog>
    </form>,
  );
  return { onSubmit, onOuterSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits its own form with Enter in a field, not the form it was opened from', async () => {
    const { onSubmit, onOuterSubmit, onClose } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa' }), 'Sala{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onOuterSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape and with Anuluj', async () => {
    const { onSubmit, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Nowy gabinet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('textbox', { name: 'Nazwa' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
