import { DrizzleQueryError } from 'drizzle-orm';

interface LoggedError {
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly stack?: string;
  readonly query?: string;
  readonly cause?: LoggedError;
}

/**
 * What the log keeps of an unexpected error: its type, message, code and stack, down the `cause`
 * chain. A failed query's parameters (patients' data, in drizzle's message) and PostgreSQL's
 * `detail` (which quotes the row) are left out.
 */
export function loggableError(error: unknown): LoggedError | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { type: typeof error, message: '' };
  const code = (error as { code?: unknown }).code;
  const cause = loggableError(error.cause);
  if (error instanceof DrizzleQueryError) {
    const message = 'Failed query';
    return {
      type: 'DrizzleQueryError',
      message,
      query: error.query,
      stack: error.stack?.replace(error.message, message),
      ...(cause && { cause }),
    };
  }
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' && { code }),
    ...(error.stack && { stack: error.stack }),
    ...(cause && { cause }),
  };
}
