import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './access.ts';
import { describeAccess } from './route.ts';

/** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** One open server-sent-events reply. */
export interface EventStream {
  /** Writes `event: <name>` with the data as JSON. */
  send(event: string, data: unknown): void;
  /** Ends the reply; the client is expected to connect again. */
  end(): void;
}

export interface EventStreamEndpoint {
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** The event's name and the schema of its data, for the OpenAPI document. */
  readonly event: string;
  readonly data: z.ZodType;
}

/**
 * Opens the stream for a caller who passed the route's access; returns what stops it (called once,
 * when the client goes away or the stream is ended). A thrown error is the usual envelope reply.
 */
export type OpenEventStream = (request: FastifyRequest, stream: EventStream) => Promise<() => void>;

/**
 * A GET route answering `text/event-stream` instead of the envelope: declared access like every route
 * (so the guard authenticates the bearer header first), then `open` subscribes the stream. A heartbeat
 * comment goes out every HEARTBEAT_MS; the subscription is stopped when the client disconnects, and the
 * stream ends when the guard no longer admits the caller.
 */
export function eventStreamRoute(
  app: FastifyInstance,
  e: EventStreamEndpoint,
  access: RouteAccess,
  open: OpenEventStream,
): void {
  app.route({
    method: 'GET',
    url: e.path,
    config: { routeAccess: access },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: `${describeAccess(access)} Odpowiedź: strumień text/event-stream ze zdarzeniami „${e.event}”; dane zdarzenia jak w schemacie.`,
      ...(access.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: {
        200: {
          description: `Server-sent events '${e.event}'`,
          content: { 'text/event-stream': { schema: e.data } },
        },
      },
    },
    handler: async (request, reply) => {
      const body = new PassThrough();
      // Nothing more goes to a caller whose session has ended (logout, expiry, a deactivated user) or
      // who lost the route's access: each event and heartbeat is preceded by the guard's check.
      const write = (text: string) =>
        void app.readmit(request).then((admitted) => {
          if (!admitted) body.end();
          else if (body.writable) body.write(text);
        });
      const stream: EventStream = {
        send(event, data) {
          write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end() {
          body.end();
        },
      };
      const stop = await open(request, stream);
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      // Fastify destroys the body when the connection closes; ending it closes it too.
      body.once('close', () => {
        clearInterval(heartbeat);
        stop();
      });
      // Sent at once, so the client knows the subscription is in place.
      body.write(': connected\n\n');
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The socket goes with the stream: a kept-alive socket would hold up the server's close.
          .header('connection', 'close')
          .send(body)
      );
    },
  });
}
