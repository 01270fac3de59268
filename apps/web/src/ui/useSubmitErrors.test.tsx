import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { renderWithTheme } from '../test/render.tsx';
import { FormTextField } from './FormTextField.tsx';
import { useSubmitErrors } from './useSubmitErrors.ts';

const FIELDS = ['newPassword'] as const;

function renderForm(): (error: unknown) => void {
  let report: (error: unknown) => void = () => undefined;
  function PasswordForm() {
    const { control, setError } = useForm({ defaultValues: { newPassword: '' } });
    report = useSubmitErrors(setError, FIELDS, 'Błąd zapisu hasła.');
    return <FormTextField control={control} name="newPassword" label="Nowe hasło" />;
  }
  renderWithTheme(<PasswordForm />);
  return report;
}

function validationError(member: string) {
  return new ApiError('Dane są nieprawidłowe.', 400, {
    code: 400,
    errorCode: 'user.weakPassword',
    message: 'Dane są nieprawidłowe.',
    details: null,
    validationErrors: [{ message: 'Hasło jest za słabe.', members: [member] }],
  });
}

describe('useSubmitErrors', () => {
  it('puts a validation error under the field its members name', () => {
    const report = renderForm();
    act(() => report(validationError('NewPassword')));
    expect(screen.getByText('Hasło jest za słabe.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message for an error of no known field", () => {
    const report = renderForm();
    act(() => report(validationError('somethingElse')));
    expect(screen.getByRole('dialog', { name: 'Błąd' }).textContent).toContain('Dane są nieprawidłowe.');
  });

  it("shows the screen's own message for a failure without one", () => {
    const report = renderForm();
    act(() => report(new TypeError('x is undefined')));
    expect(screen.getByRole('dialog', { name: 'Błąd' }).textContent).toContain('Błąd zapisu hasła.');
  });
});
