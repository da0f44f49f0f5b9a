/**
 * How many live-sync streams one user may hold open on one instance. A device holds one (its tabs
 * share it), so 20 covers any household's phones, tablets and computers; the limit keeps one account
 * (a script, a leaked session) from tying up the server's connections and memory.
 */
export const MAX_STREAMS_PER_USER = 20;

/** The abort reason of a stream ended because its account was disabled or deleted (not a stop). */
export const ACCOUNT_CLOSED = "account_closed";

/** An open stream's place: its ending signal (shutdown, or its user's account closed) and its release. */
export type StreamSlot = { signal: AbortSignal; close: () => void };

/** Why no stream was opened: the user's own limit, or the instance's (SYNC_MAX_STREAMS). */
export type StreamRefusal = "too_many_for_user" | "too_many_on_instance";

/** The open streams of one instance: the limits, and ending them by user or all at shutdown. */
export type SyncStreamRegistry = {
  open: (userId: string) => StreamSlot | StreamRefusal;
  /** Ends every open stream of one user at once (the account was disabled or deleted). */
  endUser: (userId: string) => void;
  /** Ends every open stream, so shutdown does not wait for the grace period. */
  closeAll: () => void;
  count: () => number;
};

export function createSyncStreamRegistry(options: { maxPerUser?: number; maxTotal: number }): SyncStreamRegistry {
  const { maxPerUser = MAX_STREAMS_PER_USER, maxTotal } = options;
  const byUser = new Map<string, Set<AbortController>>();
  let total = 0;
  let isClosing = false;

  return {
    open(userId) {
      const held = byUser.get(userId) ?? new Set<AbortController>();
      if (held.size >= maxPerUser) return "too_many_for_user";
      if (total >= maxTotal) return "too_many_on_instance";
      byUser.set(userId, held);
      const controller = new AbortController();
      if (isClosing) controller.abort();
      held.add(controller);
      total += 1;
      let isOpen = true;
      return {
        signal: controller.signal,
        close() {
          if (!isOpen) return;
          isOpen = false;
          total -= 1;
          held.delete(controller);
          if (held.size === 0 && byUser.get(userId) === held) byUser.delete(userId);
        },
      };
    },
    endUser(userId) {
      for (const controller of byUser.get(userId) ?? []) controller.abort(ACCOUNT_CLOSED);
    },
    closeAll() {
      isClosing = true;
      for (const held of byUser.values()) for (const controller of held) controller.abort();
    },
    count: () => total,
  };
}
