import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSubmitErrors } from './useSubmitErrors.ts';

/**
 * A form's `onSubmit`: checks the values with the form's schema, runs `action` with them and reports a
 * failure as `useSubmitErrors` does (under the fields it names, else in the 'Błąd' dialog).
 */
export function useFormSubmit<T extends FieldValues, TOut>(
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError'>,
  fields: readonly Path<T>[],
  action: (values: TOut) => Promise<unknown>,
  fallback?: string,
): (event: BaseSyntheticEvent) => void {
  const showSubmitError = useSubmitErrors(form.setError, fields, fallback);
  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      showSubmitError(error);
    }
  });
  return (event) => void submit(event);
}
