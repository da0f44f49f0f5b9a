import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from "@shared/constants";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Spec section 9: garbage collection after 5 minutes, 3 retries with backoff capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        // A 4xx answer will not change by asking again; only network and server faults are retried.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < QUERY_RETRY_COUNT,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
      },
    },
  });
}
