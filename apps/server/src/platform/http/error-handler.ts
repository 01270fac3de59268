import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorKind } from '../errors.ts';
import { failure } from './envelope.ts';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyAttempts: 429,
  badGateway: 502,
};

const GENERIC: Partial<Record<number, string>> = {
  400: 'Nieprawidłowe żądanie.',
  401: 'Sesja wygasła lub nie jesteś zalogowany.',
  403: 'Nie masz uprawnień do wykonania tej operacji.',
  404: 'Nie znaleziono zasobu.',
  405: 'Niedozwolona metoda.',
  413: 'Przesłany plik lub żądanie jest zbyt duże.',
  415: 'Nieobsługiwany typ danych.',
  429: 'Zbyt wiele prób. Spróbuj ponownie później.',
};

const INVALID_INPUT = 'Przesłane dane są nieprawidłowe.';

/** Maps every error to the envelope and its status; unknown errors never leak their text. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const status = STATUS[error.kind];
      return reply.status(status).send(
        failure(
          {
            code: status,
            message: error.message,
            details: error.details,
            validationErrors: error.validationErrors ? [...error.validationErrors] : null,
          },
          status === 401,
        ),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validationErrors = error.validation.map((v) => ({
        message: v.message ?? INVALID_INPUT,
        members: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
      }));
      const details = validationErrors.map((v) => v.message).join('\n');
      return reply
        .status(400)
        .send(failure({ code: 400, message: INVALID_INPUT, details, validationErrors }));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code }, 'request refused');
    const message = GENERIC[status] ?? 'Wystąpił błąd serwera. Spróbuj ponownie.';
    return reply
      .status(status)
      .send(failure({ code: status, message, details: null, validationErrors: null }, status === 401));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .send(failure({ code: 404, message: GENERIC[404]!, details: null, validationErrors: null })),
  );
}
