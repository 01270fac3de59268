import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorInfo } from '@wizytownik/contracts';
import { AppError, appError, type ErrorCode, type ErrorKind } from '../errors.ts';
import { databaseErrorCode } from '../db/database-errors.ts';
import { answerContractMessageKeys, renderContractMessages, type TenantTexts } from './contract-messages.ts';
import { failure } from './envelope.ts';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooLarge: 413,
  unsupportedMediaType: 415,
  tooManyAttempts: 429,
  internal: 500,
  badGateway: 502,
};

/** The generic code of a status Fastify itself refused with (malformed JSON, oversized body…); its kind gives the status back. */
const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'http.badRequest',
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  413: 'http.tooLarge',
  415: 'http.unsupportedMediaType',
  429: 'http.tooManyRequests',
};

function send(reply: FastifyReply, info: ErrorInfo) {
  return reply.status(info.code).send(failure(info, info.code === 401));
}

function fromAppError(error: AppError): ErrorInfo {
  return {
    code: STATUS[error.kind],
    errorCode: error.code,
    message: error.message,
    details: error.details,
    validationErrors: error.validationErrors ? [...error.validationErrors] : null,
  };
}

/**
 * Logs what the answer was, by code only: the messages of refusals may echo the input (a user name,
 * an e-mail), and a request's data never goes to the log.
 */
function logAnswer(request: FastifyRequest, info: ErrorInfo, error: unknown) {
  if (info.code >= 500 && info.code !== 502) {
    // `err` goes through the logger's serializer (request-log.ts), which drops query parameters.
    request.log.error({ errorCode: info.errorCode, err: error }, 'unhandled error');
  } else if (info.code === 502) {
    request.log.warn({ errorCode: info.errorCode }, 'outside call failed');
  } else {
    request.log.info({ errorCode: info.errorCode }, 'request refused');
  }
}

/**
 * Maps every error to the envelope and its status; unknown errors never leak their text. The request
 * checks' messages are written in the caller's tenant's wording (`tenantTexts`: its text overrides).
 */
export function installErrorHandler(app: FastifyInstance, tenantTexts?: TenantTexts): void {
  answerContractMessageKeys();
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const info = await renderContractMessages(errorInfo(error), request, tenantTexts);
    logAnswer(request, info, error);
    return send(reply, info);
  });

  app.setNotFoundHandler((_request, reply) => send(reply, fromAppError(appError('http.notFound'))));
}

function errorInfo(error: FastifyError): ErrorInfo {
  if (error instanceof AppError) return fromAppError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const invalid = appError('validation.invalidInput');
    const validationErrors = error.validation.map((v) => ({
      message: v.message ?? invalid.message,
      members: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
    }));
    const details = validationErrors.map((v) => v.message).join('\n');
    return { ...fromAppError(invalid), details, validationErrors };
  }
  const refused = databaseErrorCode(error);
  if (refused) return fromAppError(appError(refused));
  const status = error.statusCode ?? 500;
  const generic = status >= 500 ? 'server.internal' : (BY_STATUS[status] ?? 'http.badRequest');
  return fromAppError(appError(generic));
}
