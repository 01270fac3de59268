import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * The server's logger. A request's URL, query, headers and body never reach a log line: a URL's
 * query carries searches by PESEL or name, a body names patients and passwords. Fastify's own
 * request lines (which write the URL) are off; `installRequestLog` writes one line per request
 * instead, and the serializers below keep `req`, `res` and `err` objects to fields free of
 * personal data, whoever logs them.
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  const options: LoggerOptions = {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method }),
      res: (res: FastifyReply) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
  return stream ? { ...options, stream } : options;
}

/** One line for each answered request: who (ids only), which route pattern, what status, how long. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The pattern ('/api/services/app/Client/Get'), never the URL with its values and query.
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
        tenantId: request.auth?.tenantId,
        userId: request.auth?.userId,
      },
      REQUEST_LINE,
    );
  });
}

export const REQUEST_LINE = 'request answered';

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
}

/**
 * An error's type, message, stack and the database's own names (SQLSTATE code, constraint, table,
 * column). Left out: the query's parameters (Drizzle writes them into its message) and the
 * database's detail ("Key (pesel)=(…) already exists"), which carry the values of the row.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '' };
  const fields = error as Error & Record<string, unknown>;
  const message = typeof fields.query === 'string' ? `Failed query: ${fields.query}` : error.message;
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    ...(error.stack && { stack: error.stack.replace(error.message, message) }),
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (fields[key] !== undefined) logged[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
