import type { ErrorInfo } from '@wizytownik/contracts';
import type { ErrorCode } from '@wizytownik/domain';

/** A failed call: the text to show the user, the HTTP status (0 when the server was not reached). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly info: ErrorInfo | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True when the server refused with this code: the web decides by codes, never by message texts. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.info?.errorCode === code;
}

/** Spec 002 §7: the server message plus its details when present, else the message, else the status text. */
export function errorText(
  info: Pick<ErrorInfo, 'message' | 'details'> | null | undefined,
  statusText: string,
) {
  const message = info?.message.trim();
  const details = info?.details?.trim();
  if (message && details) return `${message} ${details}`;
  return message || details || statusText;
}

/** The text of any failure, for the 'Błąd' dialog; `fallback` where the screen names its own message. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (fallback) return fallback;
  return error instanceof Error ? error.message : String(error);
}

/** The server's validation errors by form field: `members` name the fields (camelCase on the wire). */
export function fieldErrors(error: unknown): ReadonlyArray<{ field: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  return (error.info?.validationErrors ?? []).flatMap(({ message, members }) =>
    members.map((m) => ({ field: m.charAt(0).toLowerCase() + m.slice(1), message })),
  );
}
