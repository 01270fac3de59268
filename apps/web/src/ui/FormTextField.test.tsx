import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithTheme } from '../test/render.tsx';
import { FormTextField } from './FormTextField.tsx';

const Room = z.object({ name: z.string().min(1, 'Nazwa jest wymagana') });

function RoomForm({ onSave }: { readonly onSave: (name: string) => void }) {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(Room), defaultValues: { name: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(({ name }) => onSave(name))(event)}>
      <FormTextField control={control} name="name" label="Nazwa" helperText="Np. Gabinet 1" />
      <button type="submit">Zapisz</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('edits the form value', async () => {
    const onSave = vi.fn();
    renderWithTheme(<RoomForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Gabinet 2{Enter}');
    expect(onSave).toHaveBeenCalledWith('Gabinet 2');
  });

  it('shows the validation message in place of the hint', async () => {
    renderWithTheme(<RoomForm onSave={() => undefined} />);
    expect(screen.getByText('Np. Gabinet 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nazwa jest wymagana')).toBeTruthy();
    expect(screen.getByLabelText('Nazwa').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Np. Gabinet 1')).toBeNull();
  });
});
