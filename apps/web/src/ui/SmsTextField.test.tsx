import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { SmsTextField } from './SmsTextField.tsx';

function MessageForm({
  template = false,
  initial = '',
}: {
  readonly template?: boolean;
  readonly initial?: string;
}) {
  const { control } = useForm({ defaultValues: { text: initial } });
  return (
    <SmsTextField control={control} name="text" label="Treść" template={template} helperText="Np. %tw%." />
  );
}

describe('SmsTextField', () => {
  it('counts the message as the writer types: 160 plain characters in one SMS, 161 in two', async () => {
    renderWithTheme(<MessageForm initial={'a'.repeat(159)} />);
    const field = screen.getByLabelText('Treść');
    expect(screen.getByText('Np. %tw%. Długość: 159 · SMS: 1')).toBeTruthy();
    await userEvent.type(field, 'bc');
    expect(screen.getByText('Np. %tw%. Długość: 161 · SMS: 2')).toBeTruthy();
  });

  it('says that a Polish letter shortens an SMS to 70 characters', () => {
    renderWithTheme(<MessageForm initial={'a'.repeat(70)} />);
    fireEvent.change(screen.getByLabelText('Treść'), { target: { value: `${'a'.repeat(70)}ą` } });
    expect(
      screen.getByText('Np. %tw%. Długość: 71 · SMS: 2 (z polskimi znakami do 67 znaków w jednym)'),
    ).toBeTruthy();
  });

  it("says a template's length is before its data", () => {
    renderWithTheme(<MessageForm template initial="Wizyta %dw%" />);
    expect(
      screen.getByText('Np. %tw%. Szablon przed wstawieniem danych — Długość: 11 · SMS: 1'),
    ).toBeTruthy();
  });
});
