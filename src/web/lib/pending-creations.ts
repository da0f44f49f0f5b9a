import { useSyncExternalStore } from "react";

/**
 * Rows created here whose creation the server has not answered yet. Their ids are final (the client
 * makes UUIDv7 ids, docs/decisions/017), so a draft looks like any saved row, and the server's answer
 * often equals it (no new data reaches the screen): this says which ones still wait, and tells the
 * screens that read it when that changes. Kept apart from the outbox so the first screen reads it
 * without loading the id maker.
 */
const pending = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function markCreationPending(id: string): void {
  if (pending.has(id)) return;
  pending.add(id);
  changed();
}

export function markCreationSettled(id: string): void {
  if (pending.delete(id)) changed();
}

export function isCreationPending(id: string): boolean {
  return pending.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the caller again whenever a creation starts or settles (call it where isCreationPending is read). */
export function usePendingCreations(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
