/**
 * Typed application errors. Modules throw these with a Polish message; the HTTP layer maps the kind
 * to a status in one place (http/error-handler.ts). Domain code never picks an HTTP status.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooManyAttempts'
  /** An outside system (marketplace, SMS gateway, payments) failed or refused our credentials. */
  | 'badGateway';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: string | null = null,
    readonly validationErrors: ReadonlyArray<{ message: string; members: string[] }> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const Errors = {
  validation: (message: string, members: string[] = []) =>
    new AppError('validation', message, null, members.length ? [{ message, members }] : null),
  unauthenticated: (message = 'Sesja wygasła lub nie jesteś zalogowany.') =>
    new AppError('unauthenticated', message),
  forbidden: (message = 'Nie masz uprawnień do wykonania tej operacji.') =>
    new AppError('forbidden', message),
  notFound: (message = 'Nie znaleziono obiektu.') => new AppError('notFound', message),
  conflict: (message: string) => new AppError('conflict', message),
  tooLarge: (message = 'Przesłany plik lub żądanie jest zbyt duże.') => new AppError('tooLarge', message),
  tooManyAttempts: (message = 'Zbyt wiele prób. Spróbuj ponownie później.') =>
    new AppError('tooManyAttempts', message),
  badGateway: (message: string) => new AppError('badGateway', message),
};
