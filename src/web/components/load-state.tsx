import { CircleAlert, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { OfflineUnavailable } from "./offline-unavailable";

/**
 * Grey blocks where content is about to appear; screen readers hear `label` instead. Given the
 * `query` it waits for, it says "Not available offline" instead when that query waits for a network
 * the browser does not have (lib/waiting-offline.ts), so the blocks never stay forever.
 */
export function LoadingPlaceholder({
  label,
  blocks = 2,
  className,
  query,
}: {
  label: string;
  blocks?: number;
  className?: string;
  query?: Parameters<typeof isWaitingOffline>[0];
}) {
  if (query && isWaitingOffline(query)) return <OfflineUnavailable />;
  return (
    <div role="status" aria-live="polite" className={cn("grid gap-4 sm:grid-cols-2", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: blocks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
        <Skeleton key={index} aria-hidden className="h-36 rounded-xl" />
      ))}
    </div>
  );
}

/** A request that failed: the translated reason and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-5 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
      <p className="flex-1 text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t("actions.retry")}
      </Button>
    </div>
  );
}
