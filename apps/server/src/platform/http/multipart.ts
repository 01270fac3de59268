import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope, type Endpoint } from '@wizytownik/contracts';
import { AppError } from '../errors.ts';
import type { RouteAccess } from './access.ts';
import { ok } from './envelope.ts';
import { describeAccess } from './route.ts';

export interface UploadedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields by name (the last one wins). */
  readonly fields: Readonly<Record<string, string>>;
  /** The `file` part; undefined when the form has none. */
  readonly file: UploadedFile | undefined;
}

export interface MultipartOptions {
  readonly maxBytes: number;
  /** The module's "file too large" error (413). */
  readonly tooLarge: () => AppError;
  /** The form's parts, for the OpenAPI description. */
  readonly fields: string;
}

/** The form's text fields checked with the contract's schema; the first problem is a 400 naming its field. */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: MultipartForm['fields'],
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const members = issue.path.map(String);
  throw new AppError('validation', issue.message, null, [{ message: issue.message, members }]);
}

/**
 * Reads a multipart form with one file part named `file`; other file parts are drained. A request that
 * is not multipart reads as an empty form, so the service answers with its own "no file" message.
 */
async function readMultipartForm(request: FastifyRequest, options: MultipartOptions): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw error;
  }
  return { fields, file };
}

/**
 * Registers a multipart upload endpoint: the contract's path and result, the access it needs, and a
 * handler that gets the read form (its fields are checked by the handler with the contract's schema).
 */
export function multipartRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  access: RouteAccess,
  options: MultipartOptions,
  handler: (form: MultipartForm, request: FastifyRequest) => Promise<z.input<E['result']>>,
): void {
  app.route({
    method: e.method,
    url: e.path,
    config: { routeAccess: access },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: `${describeAccess(access)} Formularz multipart: ${options.fields}.`,
      consumes: ['multipart/form-data'],
      security: [{ bearer: [] }],
      response: { 200: envelope(e.result) },
    },
    handler: async (request) => ok(await handler(await readMultipartForm(request, options), request)),
  });
}
