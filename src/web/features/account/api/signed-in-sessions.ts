import { type SignedInSession, SignedInSessionListSchema } from "@shared/schemas/signed-in-sessions";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AuthRequestError } from "@/lib/auth-request-error";
import { fetchAfterSessionReplaced } from "@/lib/session-replacement";

export const SIGNED_IN_SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

/**
 * Better Auth's session routes, as Poriadok answers them (server features/account/session-list-hooks.ts):
 * read with a plain fetch, because Better Auth's client turns the ISO dates into Date objects and types
 * the list as its own sessions (with their tokens), which this answer no longer is.
 */
async function authRequest(path: string, body?: unknown): Promise<unknown> {
  const response = await fetchAfterSessionReplaced(`/api/auth${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
  }
  if (!response.ok) {
    const { code, message } = (parsed ?? {}) as { code?: string; message?: string };
    throw AuthRequestError.from({ status: response.status, code, message });
  }
  return parsed;
}

/** Where the person is signed in: this device first, then by last activity. */
export const signedInSessionsQuery = () =>
  queryOptions({
    queryKey: SIGNED_IN_SESSIONS_QUERY_KEY,
    queryFn: async (): Promise<SignedInSession[]> =>
      SignedInSessionListSchema.parse(await authRequest("/list-sessions")),
  });

export function useSignedInSessions() {
  return useQuery(signedInSessionsQuery());
}

/**
 * Signs out one other device by its session's id (never its token, which the browser does not get).
 * A session already gone (signed out there, expired) is 404: the list is simply refreshed.
 */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<"signedOut" | "alreadyGone"> => {
      try {
        await authRequest("/revoke-session", { id });
        return "signedOut";
      } catch (error) {
        if (error instanceof AuthRequestError && error.status === 404) return "alreadyGone";
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGNED_IN_SESSIONS_QUERY_KEY }),
  });
}

/** Signs out every device but this one. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest("/revoke-other-sessions", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGNED_IN_SESSIONS_QUERY_KEY }),
  });
}
