import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { appError } from '../errors.ts';

/** How many password or two-factor attempts one address may make per route in a time window. */
export interface AttemptLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * 30 a minute per route and address: a clinic's whole staff behind one NAT logging in at the start
 * of a shift stays well under it, while guessing passwords or six-digit codes from one address is
 * slowed to a crawl (the per-account lockout covers guessing from many addresses).
 */
export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { max: 30, windowMs: 60_000 };

/** The route config of a limited route: the limit set by {@link installAttemptLimit}. */
export const LIMITED_ATTEMPTS: Pick<FastifyContextConfig, 'rateLimit'> = { rateLimit: {} };

/**
 * Counts the attempts on the routes marked {@link LIMITED_ATTEMPTS} (each route its own count) by
 * the caller's address (`trustProxy` makes it the client's behind a proxy); the one over the limit
 * is answered 429 in the envelope with `Retry-After`. Register before the routes.
 */
export async function installAttemptLimit(app: FastifyInstance, limit: AttemptLimit): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: () => appError('http.tooManyRequests'),
  });
}
