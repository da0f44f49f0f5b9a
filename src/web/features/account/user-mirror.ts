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

/** The mirrored user's names and e-mail, or null when nobody is mirrored (or the copy is unreadable). */
export function readUserMirror(): { firstName: string; lastName: string; email: string } | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null") as unknown;
    if (typeof stored !== "object" || stored === null) return null;
    const { firstName, lastName, email } = stored as Record<string, unknown>;
    return typeof firstName === "string" && typeof lastName === "string" && typeof email === "string"
      ? { firstName, lastName, email }
      : null;
  } catch {
    return null;
  }
}
