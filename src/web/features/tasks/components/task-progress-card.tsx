import { CircleCheck, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useTaskProgress } from "@/features/notes";
import { isWaitingOffline } from "@/lib/waiting-offline";

const cardClass = "flex h-full min-h-32 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm";

/**
 * The share of completed tasks, the server's figure (the list on screen may hold only its first
 * pages). Ticks, adds and deletes move the cached figure at once (the outbox's appliers, lib/notes-cache-changes.ts onFigures).
 */
export function TaskProgressCard() {
  const { t } = useTranslation("home");
  const serverProgress = useTaskProgress();
  const progress = serverProgress.data;

  if (!progress) {
    return (
      <div className={cardClass} role={serverProgress.isError ? "alert" : "status"}>
        <CardTitle title={t("progress.title")} />
        {serverProgress.isError ? (
          <>
            <p className="flex-1 text-sm">{t("progress.loadError")}</p>
            <Button variant="outline" size="sm" className="self-start" onClick={() => void serverProgress.refetch()}>
              <RotateCw aria-hidden />
              {t("common:actions.retry")}
            </Button>
          </>
        ) : isWaitingOffline(serverProgress) ? (
          <p className="flex-1 text-sm text-muted-foreground">{t("common:offlineUnavailable.title")}</p>
        ) : (
          <>
            <span className="sr-only">{t("progress.loading")}</span>
            <Skeleton aria-hidden className="h-8 w-20" />
            <Skeleton aria-hidden className="mt-auto h-2 w-full" />
          </>
        )}
      </div>
    );
  }

  // The server's whole percent, written by the catalogue ("42%", Slovak "42 %") rather than by
  // Intl.NumberFormat: the page's first Intl formatter loads the language's number data, ≈ 80 ms on a
  // slowed phone CPU in one piece, blocking time on /home (docs/decisions/016).
  const percentText = t("progress.percent", { percent: progress.percentage });
  return (
    <div className={cardClass}>
      <CardTitle title={t("progress.title")} />
      <p className="flex flex-1 flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-semibold tabular-nums">{percentText}</span>
        <span className="text-sm text-muted-foreground">
          {progress.total === 0
            ? t("progress.none")
            : t("progress.summary", { completed: progress.completed, count: progress.total })}
        </span>
      </p>
      <Progress value={progress.percentage} aria-label={t("progress.label")} aria-valuetext={percentText} />
    </div>
  );
}

function CardTitle({ title }: { title: string }) {
  return (
    <p className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
      {title}
      <CircleCheck aria-hidden className="size-4" />
    </p>
  );
}
