import {
  GENERIC_ERROR_CODES,
  errorCatalogMessage,
  errorKindOf,
  type ErrorCode,
  type ErrorKind,
  type ErrorParams,
} from '@wizytownik/domain';

/**
 * Typed application errors. Modules throw the codes of the domain's error catalog (`appError`); the
 * HTTP layer maps the kind to a status in one place (http/error-handler.ts). Domain code never picks
 * an HTTP status.
 */
export type { ErrorCode, ErrorKind };

export type ValidationErrors = ReadonlyArray<{ message: string; members: string[] }>;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: string | null = null,
    readonly validationErrors: ValidationErrors | null = null,
    /** The stable code clients decide by; each kind's generic code when the thrower named none. */
    readonly code: ErrorCode = GENERIC_ERROR_CODES[kind],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

interface AppErrorOptions {
  /** The input fields the error concerns, so the form can mark them. */
  readonly members?: readonly string[];
  readonly details?: string | null;
}
type AppErrorArgs<C extends ErrorCode> = [ErrorParams<C>] extends [never]
  ? [options?: AppErrorOptions]
  : [options: AppErrorOptions & { readonly params: ErrorParams<C> }];

/** The error of a catalog code, with the code's kind and Polish message. */
export function appError<C extends ErrorCode>(code: C, ...[options]: AppErrorArgs<C>): AppError {
  const params = options && 'params' in options ? options.params : undefined;
  const message = errorCatalogMessage(code, params);
  const members = options?.members ?? [];
  const validationErrors = members.length ? [{ message, members: [...members] }] : null;
  return new AppError(errorKindOf(code), message, options?.details ?? null, validationErrors, code);
}
