/**
 * This tab's sync cursor: the change sequence its query cache is up to date with (null until the
 * stream or a restored copy tells). Shared by the live sync, which moves it, and the persister,
 * which stores it with the queries it reflects.
 */
let cursor: number | null = null;

export function readCursor(): number | null {
  return cursor;
}

export function moveCursor(to: number): void {
  cursor = cursor === null ? to : Math.max(cursor, to);
}

export function resetCursor(to: number | null): void {
  cursor = to;
}
