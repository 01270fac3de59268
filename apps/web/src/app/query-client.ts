import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';

/** A query is retried once only when the server was not reached; an answer of the server is final. */
function retryUnreachable(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnreachable, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
