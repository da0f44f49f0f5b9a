/**
 * How many live-sync streams one user may hold open on one instance. A device holds one (its tabs
 * share it), so 20 covers any household's phones, tablets and computers; the limit keeps one account
 * (a script, a leaked session) from tying up the server's connections and memory.
 */
export const MAX_STREAMS_PER_USER = 20;

/** The open streams of one instance: the per-user limit, and ending them all at shutdown. */
export type SyncStreamRegistry = {
  /** A new stream's ending signal (aborted at shutdown), or null when the user has too many open. */
  open: (userId: string) => { signal: AbortSignal; close: () => void } | null;
  /** Ends every open stream, so shutdown does not wait for the grace period. */
  closeAll: () => void;

  count: () => number;
};

export function createSyncStreamRegistry(maxPerUser = MAX_STREAMS_PER_USER): SyncStreamRegistry {
  const perUser = new Map<string, number>();
  const open = new Set<AbortController>();
  let isClosing = false;

  return {
    open(userId) {
      const held = perUser.get(userId) ?? 0;
      if (held >= maxPerUser) return null;
      perUser.set(userId, held + 1);
      const controller = new AbortController();
      if (isClosing) controller.abort();
      open.add(controller);
      let isOpen = true;
      return {
        signal: controller.signal,
        close() {
          if (!isOpen) return;
          isOpen = false;
          open.delete(controller);
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
        },
      };
    },
    closeAll() {
      isClosing = true;
      for (const controller of open) controller.abort();
    },
    count: () => open.size,
  };
}
