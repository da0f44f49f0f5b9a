import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient, type SessionData } from "@/lib/auth-client";
import { mirrorUser } from "../user-mirror";
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
