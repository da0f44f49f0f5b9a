/**
 * The id of the user whose data this browser keeps offline (localStorage, so it is there before any
 * request): the app started without network opens that user's cache, and signing out — or finding
 * the session gone — wipes that user's local data. Removed by the wipe.
 */
const CACHED_USER_KEY = "poriadok-cache-user";

export function readCachedUserId(): string | null {
  try {
    return localStorage.getItem(CACHED_USER_KEY);
  } catch {
    return null;
  }
}

export function writeCachedUserId(userId: string): void {
  try {
    localStorage.setItem(CACHED_USER_KEY, userId);
  } catch (error) {
    console.warn("Could not remember whose data is kept offline", error);
  }
}

export function clearCachedUserId(): void {
  try {
    localStorage.removeItem(CACHED_USER_KEY);
  } catch {
    // Storage refused: nothing was stored either.
  }
}
