import { useEffect, useState, useSyncExternalStore } from "react";
import { readPendingCount, subscribePendingCount } from "./pending-count";

const ALL_SYNCED_SHOWN_MS = 3000;
/** Online, a change is usually sent within this: the header stays quiet about it. */
const WAITING_SHOWN_AFTER_MS = 1500;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** `pending`: the changes waiting, once worth saying (offline, or still waiting after a moment online). */
export type SyncStatus = { isOnline: boolean; pending: number; isJustSynced: boolean };

/**
 * Whether the device is online, how many changes wait, and "all synced" for a moment after waiting
 * changes left (then quiet: a status that never stops talking is noise). A change sent at once online
 * is not announced at all.
 */
export function useSyncStatus(userId: string): SyncStatus {
  const isOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const pending = useSyncExternalStore(subscribePendingCount, () => readPendingCount(userId));
  const isWaitingLong = useWaitingLong(pending > 0);
  const shownPending = pending > 0 && (!isOnline || isWaitingLong) ? pending : 0;
  const [hasShownPending, setHasShownPending] = useState(false);
  const [isJustSynced, setIsJustSynced] = useState(false);
  if (shownPending > 0 && !hasShownPending) setHasShownPending(true);
  if (pending === 0 && hasShownPending && isOnline) {
    setHasShownPending(false);
    setIsJustSynced(true);
  }
  useEffect(() => {
    if (!isJustSynced) return;
    const timer = setTimeout(() => setIsJustSynced(false), ALL_SYNCED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [isJustSynced]);
  return { isOnline, pending: shownPending, isJustSynced: isJustSynced && pending === 0 };
}

/** True once something has been waiting for WAITING_SHOWN_AFTER_MS without a break. */
function useWaitingLong(isWaiting: boolean): boolean {
  const [isLong, setIsLong] = useState(false);
  useEffect(() => {
    setIsLong(false);
    if (!isWaiting) return;
    const timer = setTimeout(() => setIsLong(true), WAITING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);
  return isLong;
}
