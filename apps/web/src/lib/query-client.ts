import { QueryClient } from '@tanstack/react-query';
import { getApiErrorStatus } from './api-error.ts';

const MAX_RETRIES = 2;

/** Retries network failures and 5xx answers, never a 4xx (the same request would fail again). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = getApiErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
