import { ApiError } from '../../api/errors.ts';

/**
 * A voucher call whose failure says the spec's text (§8: 'Nie można usunąć vouchera', …) unless the
 * server gave a message of its own ('server message preferred'): a status alone, or no answer at all,
 * becomes `fallback`.
 */
export async function orFallback<T>(pending: Promise<T>, fallback: string): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && !error.info?.message.trim()) {
      throw new ApiError(fallback, error.status, error.info);
    }
    throw error;
  }
}
