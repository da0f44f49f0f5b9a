import { QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from "@shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionData } from "@/lib/auth-client";
import { mirrorUser } from "../user-mirror";
import { fetchSession } from "./fetch-session";

export const SESSION_QUERY_KEY = ["account", "session"] as const;

/**
 * The signed-in session, or null. Mirrors the user's names and e-mail to localStorage `user` (spec §3).
 * Only the server's own "no session" (null, or a 401) is null; a refusal for another reason (429, 5xx)
 * or no answer at all says nothing about the session and is thrown, so the query retries it.
 */
export async function getSession(): Promise<SessionData | null> {
  const { data, error } = await fetchSession();
  if (error?.status === 401) {
    mirrorUser(null);
    return null;
  }
  if (error) throw error;
  mirrorUser(data);
  return data;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    // Every failure here is a fault on the way (the answers about the session are data), so all are retried.
    retry: QUERY_RETRY_COUNT,
  });

export function useSession() {
  return useQuery(sessionQuery());
}

/**
 * The session as the guard of the signed-in screens reads it: when it could not be read at all (the
 * retries used up, no earlier answer), it is asked again every half minute until the server answers.
 */
export function usePersistentSession() {
  return useQuery({
    ...sessionQuery(),
    refetchInterval: (query) =>
      query.state.status === "error" && query.state.data === undefined ? QUERY_RETRY_MAX_DELAY_MS : false,
  });
}
