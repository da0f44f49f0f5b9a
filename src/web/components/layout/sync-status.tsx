import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { readPendingCount } from "@/lib/outbox/pending-count";
import { loadOutbox, preloadOutboxSoon, setOutboxContext } from "@/lib/outbox/run-command";
import { useSyncStatus } from "@/lib/outbox/use-sync-status";

/**
 * The header's calm word on syncing: "Offline", "3 changes waiting", "All synced" for a moment, and
 * nothing otherwise. It also hands the outbox the signed-in user, and opens it at start when changes
 * from an earlier visit wait (they are shown again over the cache and sent).
 */
export function SyncStatus({ userId }: { userId: string }) {
  const { t } = useTranslation("common");
  const queryClient = useQueryClient();
  const { isOnline, pending, isJustSynced } = useSyncStatus(userId);

  useEffect(() => {
    setOutboxContext({ queryClient, userId, translate: () => t });
  }, [queryClient, userId, t]);

  useEffect(() => {
    if (readPendingCount(userId) === 0) return preloadOutboxSoon();
    loadOutbox().catch((error: unknown) => console.warn("Could not open the outbox", error));
  }, [userId]);

  const waiting = pending > 0 ? t("sync.waiting", { count: pending }) : "";
  const text = !isOnline
    ? [t("sync.offline"), waiting].filter(Boolean).join(" · ")
    : waiting || (isJustSynced ? t("sync.allSynced") : "");
  return (
    <p
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute top-full left-1/2 -translate-x-1/2 whitespace-nowrap rounded-b-md border border-t-0 bg-background/95 px-2.5 py-0.5 text-xs text-muted-foreground shadow-xs empty:border-0 empty:p-0 empty:shadow-none"
    >
      {text}
    </p>
  );
}
