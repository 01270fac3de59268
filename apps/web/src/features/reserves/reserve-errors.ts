import { ApiError } from '../../api/errors.ts';

/**
 * A reserve call whose failure says the spec's text (§8: 'Błąd zapisu wizyty rezerwowej', …) unless
 * the server gave a message of its own ('server message preferred').
 */
export async function reserveFailure<T>(pending: Promise<T>, fallback: string): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.info?.message.trim()) throw error;
    throw new ApiError(fallback, error instanceof ApiError ? error.status : 0, null);
  }
}
