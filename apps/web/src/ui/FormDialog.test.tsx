import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { FormDialog } from './FormDialog.tsx';

function renderDialog() {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const onClose = vi.fn();
  renderWithTheme(
    <FormDialog
      title="Nowy gabinet"
      width={500}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={false}
      submitLabel="Zapisz"
    >
      <input aria-label="Nazwa" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits with Enter in a field', async () => {
    const { onSubmit, onClose } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa' }), 'Sala{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
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
