const LEADER_LOCK = "poriadok-sync-leader";

/**
 * Whether tabs can share one stream: a Web Lock elects one tab, BroadcastChannel carries what it
 * hears to the others. Without either, each tab keeps its own stream (a second connection, nothing lost).
 */
export function canShareOneStream(): boolean {
  return typeof navigator !== "undefined" && "locks" in navigator && typeof BroadcastChannel === "function";
}

/**
 * Waits until this tab holds the browser's leader lock, then calls `lead`; the lock is held while
 * the tab lives (the browser releases it when the tab closes, and the next waiting tab leads).
 * Returns stop(): gives up leading (calling what `lead` returned) or stops waiting.
 */
export function whileLeader(lead: () => () => void): () => void {
  const waiting = new AbortController();
  let resign: (() => void) | null = null;
  let release: (() => void) | null = null;
  navigator.locks
    .request(
      LEADER_LOCK,
      { signal: waiting.signal },
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          resign = lead();
        }),
    )
    .catch(() => {
      // Aborted while still waiting: this tab stopped before it was its turn.
    });
  return () => {
    waiting.abort();
    resign?.();
    release?.();
  };
}
