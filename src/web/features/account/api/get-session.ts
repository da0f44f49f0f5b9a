import { STORAGE_KEYS } from "@shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient, type SessionData } from "@/lib/auth-client";
import { AuthRequestError } from "./auth-request-error";

export const SESSION_QUERY_KEY = ["account", "session"] as const;

/** The signed-in session, or null. Mirrors the user's names and e-mail to localStorage `user` (spec §3). */
export async function getSession(): Promise<SessionData | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw AuthRequestError.from(error);
  mirrorUser(data);
  return data;
}

export const sessionQuery = () => queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery());
}

function mirrorUser(session: SessionData | null): void {
  try {
    if (!session) {
      localStorage.removeItem(STORAGE_KEYS.user);
      return;
    }
    const { firstName, lastName, email } = session.user;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ firstName, lastName, email }));
  } catch {
    // The mirror is a convenience for other tabs and tools; the session itself is the truth.
  }
}
