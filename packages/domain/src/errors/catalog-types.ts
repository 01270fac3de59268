/**
 * What an error is, for the platform to pick its HTTP status; one kind per status the API answers.
 * Domain code speaks in codes and kinds, never in statuses.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'methodNotAllowed'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'tooManyAttempts'
  | 'internal'
  /** An outside system (marketplace, SMS gateway, payments) failed or refused our credentials. */
  | 'badGateway';

/** One code's kind and Polish message; a message that names a value takes it as a parameter. */
export interface ErrorSpec {
  readonly kind: ErrorKind;
  readonly message: string | ((params: never) => string);
}

/** A module's codes, each `module.camelCaseName`. */
export type ErrorSection = Readonly<Record<`${string}.${string}`, ErrorSpec>>;
