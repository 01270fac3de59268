import { ApiError } from '../../../api/errors.ts';

/**
 * The text of a failed visit call (§8): the server's own message when it sent one, else the screen's
 * fallback from the error catalogue (not a bare HTTP status text).
 */
export function visitError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.info?.message.trim()) return error.message;
  return fallback;
}
