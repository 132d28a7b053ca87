import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/api-client';

/**
 * One client per app (and per test). A 4xx answer will not change on retry, so
 * only failures without an answer or with a 5xx are retried, once.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: retry
          ? (failureCount, error) =>
              failureCount < 1 && !isClientError(error)
          : false,
      },
    },
  });
}
