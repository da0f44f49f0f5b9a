import { useEffect, useState, useSyncExternalStore } from "react";
import { readPendingCount, subscribePendingCount } from "./pending-count";

const ALL_SYNCED_SHOWN_MS = 3000;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

export type SyncStatus = { isOnline: boolean; pending: number; isJustSynced: boolean };

/**
 * Whether the device is online, how many changes wait, and "all synced" for a moment after the last
 * one left (then quiet: a status that never stops talking is noise).
 */
export function useSyncStatus(userId: string): SyncStatus {
  const isOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const pending = useSyncExternalStore(subscribePendingCount, () => readPendingCount(userId));
  const [hadPending, setHadPending] = useState(false);
  const [isJustSynced, setIsJustSynced] = useState(false);
  if (pending > 0 && !hadPending) setHadPending(true);
  if (pending === 0 && hadPending && isOnline) {
    setHadPending(false);
    setIsJustSynced(true);
  }
  useEffect(() => {
    if (!isJustSynced) return;
    const timer = setTimeout(() => setIsJustSynced(false), ALL_SYNCED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [isJustSynced]);
  return { isOnline, pending, isJustSynced: isJustSynced && pending === 0 };
}
