import { deleteDB } from "idb";
import { outboxDatabaseName } from "@/lib/outbox/outbox-store";
import { cacheDatabaseName, LOCAL_DATA_PREFIX } from "./cache-record";
import { stopSync } from "./running-sync";
import { resetCursor } from "./sync-cursor";
import { announceSignedOut } from "./sync-messages";

/** A deletion another tab's open connection blocks completes when that tab lets go; sign-out does not wait longer. */
const DELETE_WAIT_MS = 3000;

async function localDatabaseNames(userId: string | null): Promise<string[]> {
  const names = new Set(userId ? [cacheDatabaseName(userId), outboxDatabaseName(userId)] : []);
  // Where the browser can list them, every database of the app goes: after a sign-out nobody's data
  // belongs on this browser (another user's copy left by an earlier, interrupted sign-out included).
  if (typeof indexedDB.databases === "function") {
    for (const { name } of await indexedDB.databases()) {
      if (name?.startsWith(LOCAL_DATA_PREFIX)) names.add(name);
    }
  }
  return [...names];
}

/** The app's per-user localStorage items: whose data is kept (cached-user.ts), the outbox's waiting count. */
function removeLocalStorageItems(): void {
  try {
    const names = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const name of names) if (name?.startsWith(LOCAL_DATA_PREFIX)) localStorage.removeItem(name);
  } catch {
    // Storage refused: nothing was stored either.
  }
}

/**
 * Removes what this browser keeps of a user who signed out, or whose session was found gone (a shared
 * computer): the offline copy of the queries with its sync cursor, the outbox of unsent changes, and
 * whose data it was (every `poriadok-…` database and localStorage item). This tab's sync stops first and the other tabs are told, so none writes the
 * data back. (The mirrored user in localStorage goes with the session: features/account/user-mirror.ts.)
 */
export async function wipeLocalData(userId: string | null): Promise<void> {
  stopSync();
  announceSignedOut();
  removeLocalStorageItems();
  resetCursor(null);
  try {
    const names = await localDatabaseNames(userId);
    const deleted = Promise.all(names.map((name) => deleteDB(name)));
    await Promise.race([deleted, new Promise((resolve) => setTimeout(resolve, DELETE_WAIT_MS))]);
  } catch (error) {
    console.warn("Could not remove the local data", error);
  }
}
