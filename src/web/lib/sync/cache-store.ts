import { openDB } from "idb";
import { type CacheRecord, cacheDatabaseName, isUsableRecord } from "./cache-record";

const STORE = "snapshot";
const KEY = "queries";

/**
 * Opens the user's cache database for one read or write and closes it again: no connection stays
 * open, so signing out in another tab can delete the database without waiting for this one.
 */
async function withDatabase<T>(userId: string, use: (db: Awaited<ReturnType<typeof open>>) => Promise<T>): Promise<T> {
  const db = await open(userId);
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

function open(userId: string) {
  return openDB(cacheDatabaseName(userId), 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
}

/** The stored record, unchecked (cache-record.ts decides whether it may be used). */
export function readCacheRecord(userId: string): Promise<unknown> {
  return withDatabase(userId, (db) => db.get(STORE, KEY));
}

export function writeCacheRecord(record: CacheRecord): Promise<void> {
  return withDatabase(record.userId, async (db) => {
    await db.put(STORE, record, KEY);
  });
}

/** The user's stored record when it may still be used (cache-record.ts), else null; never rejects. */
export async function readUsableRecord(userId: string): Promise<CacheRecord | null> {
  try {
    const record = await readCacheRecord(userId);
    return isUsableRecord(record, userId, Date.now()) ? record : null;
  } catch (error) {
    console.warn("Could not read the offline copy", error);
    return null;
  }
}
