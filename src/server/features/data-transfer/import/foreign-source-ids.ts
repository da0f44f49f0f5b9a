import { createHash } from "node:crypto";

/**
 * Ids for rows read from another app's file (Todoist CSV, Google Keep Takeout). They must be the
 * same every time the same file is read — the import writer keeps ids, so a second import of the
 * file finds its rows already there and duplicates nothing — and they must be UUIDv7 like every id
 * a client makes (shared/schemas/id.ts, NewIdSchema).
 *
 * So: the 48 time bits are the row's creation time where the source knows it (Keep does, Todoist's
 * CSV does not), and the 74 other free bits come from a SHA-256 of what identifies the row in its
 * source. `source` names the app and the kind of row, so a Keep note and a Todoist task built from
 * the same words never share an id.
 */
/**
 * The time bits of a row whose source tells no creation time (a Todoist task, a tag): a fixed
 * instant, so the id stays a function of the row alone — never of when it was imported.
 */
export const UNKNOWN_CREATION_TIME = 0;

export function stableId(source: string, key: readonly (string | number)[], createdAtMs: number): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([source, ...key]))
    .digest();
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(clampTime(createdAtMs), 0, 6);
  bytes[6] = 0x70 | ((hash[6] ?? 0) & 0x0f); // version 7
  bytes[7] = hash[7] ?? 0;
  bytes[8] = 0x80 | ((hash[8] ?? 0) & 0x3f); // RFC 9562 variant
  hash.copy(bytes, 9, 9, 16);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 48 bits of milliseconds; a time before 1970 or past the year 10889 (a broken file) is clamped. */
function clampTime(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) return 0;
  return Math.min(Math.floor(ms), 2 ** 48 - 1);
}
