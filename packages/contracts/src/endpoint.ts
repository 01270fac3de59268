import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the path as the specs give it, the input (query string for GET/DELETE, JSON
 * body otherwise) and the `result` inside the reply envelope. Server and web client both use it.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly input: I;
  readonly result: O;
  readonly summary: string;
  readonly tag: string;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointResult<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

export const NoInput = z.object({});
export const NoResult = z.null();

export const ValidationErrorInfo = z.object({ message: z.string(), members: z.array(z.string()) });

export const ErrorInfo = z.object({
  /** The HTTP status, as ABP sends it. */
  code: z.number().int(),
  /** The stable machine-readable code (`visit.overlap`, `http.notFound`): clients decide by it, never by the message. */
  errorCode: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(ValidationErrorInfo).nullable(),
});
export type ErrorInfo = z.infer<typeof ErrorInfo>;

/** The reply envelope every call answers with. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    result: result.nullable(),
    success: z.boolean(),
    error: ErrorInfo.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
}

export interface Envelope<T> {
  result: T | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}
