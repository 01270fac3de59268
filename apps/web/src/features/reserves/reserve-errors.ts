import { ApiError, errorMessage } from '../../api/errors.ts';

/**
 * The text of a failed reserve call: the server's own message ('server message preferred'), else
 * the spec's text (§8: 'Błąd zapisu wizyty rezerwowej', …) for a status alone or no answer at all.
 */
export const reserveErrorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.info?.message.trim() ? errorMessage(error) : fallback;

/** A reserve call whose failure carries {@link reserveErrorText}. */
export async function reserveFailure<T>(pending: Promise<T>, fallback: string): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw new ApiError(
      reserveErrorText(error, fallback),
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.info : null,
    );
  }
}
