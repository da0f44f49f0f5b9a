import { ApiError } from "@/lib/api-client";

/**
 * What a failed send means for the command: sent again later, dropped (and the user told), or
 * applied after all (the server says it applied this key once but no longer has the answer).
 */
export type FailureVerdict = "keep" | "drop" | "applied";

/**
 * No answer (offline, the connection dropped), a server fault (5xx), a timeout (408) or "too many"
 * (429) say nothing about the change itself: it is kept and sent again. 401 is kept too: the session
 * ran out, and the change is the user's once they sign in again. Any other answer (404: the list was
 * deleted on another device; 400, 409, 422) would be the same on every retry: the change is dropped.
 */
export function isKeptStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

export function failureVerdict(error: unknown): FailureVerdict {
  if (!(error instanceof ApiError)) return "keep";
  // The same key still being applied by an earlier request (one whose answer never came): ask again.
  if (error.code === "idempotency_key_in_flight") return "keep";
  if (error.code === "idempotency_answer_lost") return "applied";
  return isKeptStatus(error.status) ? "keep" : "drop";
}

/** The wait before the next attempt after `failures` failed ones in a row: 1 s, 2 s, 4 s … 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);
}
