/**
 * Rows created here whose creation the server has not answered yet. Their ids are final (the client
 * makes UUIDv7 ids, docs/decisions/017), so a draft looks like any saved row; this says which ones
 * still wait, so screens can hold back actions the server could not apply yet. Kept out of the
 * mutation modules so the first screen reads it without loading the id maker.
 */
const pending = new Set<string>();

export function markCreationPending(id: string): void {
  pending.add(id);
}

export function markCreationSettled(id: string): void {
  pending.delete(id);
}

export function isCreationPending(id: string): boolean {
  return pending.has(id);
}
