import type { PullAnswer } from "./pull-answer";

/** The channel the leader tab shares its pulls on, and a signing-out tab tells the others. */
export const SYNC_CHANNEL = "poriadok-sync";

export type SyncMessage =
  /** The leader's pull: every tab applies it (one request per browser, not per tab). */
  | { type: "pulled"; userId: string; since: number; answer: PullAnswer }
  /** A tab signed out: the others stop writing the cache at once, before the databases go. */
  | { type: "signed-out" };

export function openSyncChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "function" ? new BroadcastChannel(SYNC_CHANNEL) : null;
}

/** Tells the browser's other tabs that this one signed out. */
export function announceSignedOut(): void {
  const channel = openSyncChannel();
  channel?.postMessage({ type: "signed-out" } satisfies SyncMessage);
  channel?.close();
}
