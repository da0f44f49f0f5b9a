import { STORAGE_KEYS } from "@shared/constants";
import type { SessionData } from "@/lib/auth-client";

/**
 * localStorage `user` (spec §3) mirrors the signed-in user's names and e-mail; it is written with
 * every session read and removed as soon as nobody is signed in.
 */
export function mirrorUser(session: SessionData | null): void {
  if (!session) {
    clearUserMirror();
    return;
  }
  const { firstName, lastName, email } = session.user;
  try {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ firstName, lastName, email }));
  } catch (error) {
    console.warn("Could not store the user", error);
  }
}

export function clearUserMirror(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch (error) {
    console.warn("Could not clear the stored user", error);
  }
}
