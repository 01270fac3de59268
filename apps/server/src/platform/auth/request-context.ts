import type { FastifyRequest } from 'fastify';
import type { FeatureName, PermissionName } from '@wizytownik/domain';
import { appError } from '../errors.ts';

/** Who is calling: resolved from the bearer token and the session row on every request. */
export interface AuthContext {
  readonly tenantId: number;
  readonly userId: number;
  readonly sessionId: string;
  readonly permissions: ReadonlySet<PermissionName>;
}

/** The module that owns sessions answers these for the platform guard. */
export interface AuthPort {
  resolve(token: string): Promise<AuthContext | null>;
  isFeatureEnabled(tenantId: number, feature: FeatureName): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError('auth.unauthenticated');
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}
