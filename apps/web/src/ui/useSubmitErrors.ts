import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from '../api/errors.ts';
import { useFeedback } from './FeedbackProvider.tsx';

/**
 * What a form does with a failed submit: the server's validation errors go under the fields they
 * name (of `fields`), anything else to the 'Błąd' dialog (`fallback` where the screen has its own text).
 */
export function useSubmitErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
) {
  const { showError } = useFeedback();
  return useCallback(
    (error: unknown) => {
      const known = fieldErrors(error).filter((e) => (fields as readonly string[]).includes(e.field));
      for (const { field, message } of known) setError(field as Path<T>, { type: 'server', message });
      if (known.length === 0) showError(errorMessage(error, fallback));
    },
    [setError, fields, fallback, showError],
  );
}
