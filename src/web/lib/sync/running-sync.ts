/**
 * What startSync (start-sync.ts) runs in this tab, as the one stop() that ends it: kept here, apart
 * from the code that starts it, so wiping the local data (wipe-local-data.ts) stops the sync without
 * depending on it.
 */
let stopRunning: (() => void) | null = null;

/** Records what has just started; returns its stop(), which also forgets it. */
export function runningSyncStarted(stopParts: () => void): () => void {
  const stop = () => {
    stopParts();
    if (stopRunning === stop) stopRunning = null;
  };
  stopRunning = stop;
  return stop;
}

/** Stops whatever startSync started in this tab (signing out stops it before wiping). */
export function stopSync(): void {
  stopRunning?.();
}
