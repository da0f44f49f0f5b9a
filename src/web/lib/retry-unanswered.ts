import { ApiError } from "./api-client";

const UNANSWERED_RETRY_COUNT = 2;

/**
 * The `retry` of an idempotent creation (one sent with an Idempotency-Key): a request that got no
 * answer (the network dropped) may still have reached the server, and asking again with the same key
 * is safe — the server answers with what it created then. An answer of any status is final.
 */
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < UNANSWERED_RETRY_COUNT;
}
