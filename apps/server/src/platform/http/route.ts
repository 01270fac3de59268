import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, type Endpoint } from '@wizytownik/contracts';
import type { RouteAccess } from './access.ts';
import { ok } from './envelope.ts';
import type { WithJsonText } from './json-text.ts';
import { compileResponseSerializer } from './response-serializer.ts';

export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  request: FastifyRequest,
) => Promise<WithJsonText<z.input<E['result']>>>;

/**
 * Registers one contract endpoint: path and schemas from the contract, the access it needs, and one
 * handler that calls a service. The reply is wrapped in the envelope. `config` adds route settings
 * of plugins (an attempt limit).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  access: RouteAccess,
  handler: Handler<E>,
  config: Omit<FastifyContextConfig, 'routeAccess'> = {},
): void {
  const inQuery = e.method === 'GET' || e.method === 'DELETE';
  const reply = envelope(e.result);
  // The reply checked against the contract and stripped to its fields, then encoded (see there).
  const serialize = compileResponseSerializer(reply, e.method, e.path);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    config: { ...config, routeAccess: access },
    // A reply with JSON text is serialized to bytes, which Fastify sends as they are (its types say a
    // serializer answers a string; a Buffer payload is sent with its length).
    serializerCompiler: () => serialize as (data: unknown) => string,
    // A POST without a body means "no input", not invalid JSON.
    preValidation: async (request) => {
      if (!inQuery) request.body ??= {};
    },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: describeAccess(access),
      ...(inQuery ? { querystring: e.input } : { body: e.input }),
      ...(access.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: { 200: reply },
    },
    handler: async (request) => {
      const input = (inQuery ? request.query : request.body) as z.output<E['input']>;
      return ok(await handler(input, request));
    },
  });
}

export function describeAccess({ access, feature }: RouteAccess): string {
  const who =
    access === 'public'
      ? 'Publiczne.'
      : access === 'authenticated'
        ? 'Zalogowany użytkownik.'
        : typeof access === 'string'
          ? `Uprawnienie: ${access}.`
          : `Jedno z uprawnień: ${access.join(', ')}.`;
  return feature ? `${who} Funkcja: ${feature}.` : who;
}
