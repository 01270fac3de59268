import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';

/** A query is retried once only when the server was not reached; an answer of the server is final. */
function retryUnreachable(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 1;
}

let appClient: QueryClient | undefined;

/** The app's client (main.tsx), for data fetched outside React: a screen's while its code loads. */
export const appQueryClient = (): QueryClient | undefined => appClient;

export function registerAppQueryClient(client: QueryClient): QueryClient {
  appClient = client;
  return client;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnreachable, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
