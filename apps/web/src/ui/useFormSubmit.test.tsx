import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { FormTextField } from './FormTextField.tsx';
import { useFormSubmit } from './useFormSubmit.ts';

const FIELDS = ['name'] as const;

function RoomForm({ save }: { readonly save: (values: { name: string }) => Promise<unknown> }) {
  const form = useForm({ defaultValues: { name: '' } });
  const onSubmit = useFormSubmit(form, FIELDS, save, 'Błąd zapisu gabinetu.');
  return (
    <form onSubmit={onSubmit}>
      <FormTextField control={form.control} name="name" label="Nazwa" />
    </form>
  );
}

describe('useFormSubmit', () => {
  it('runs the action with the values on Enter', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithTheme(<RoomForm save={save} />);
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Gabinet 3{Enter}');
    expect(save).toHaveBeenCalledWith({ name: 'Gabinet 3' });
  });

  it('reports a failed action in the error dialog', async () => {
    renderWithTheme(<RoomForm save={() => Promise.reject(new Error('boom'))} />);
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Gabinet 3{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Błąd' })).textContent).toContain(
      'Błąd zapisu gabinetu.',
    );
  });
});
