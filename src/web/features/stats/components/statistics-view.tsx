import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorKey } from "@/lib/api-error-key";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { useStats } from "../api/get-stats";
import { MonthOverview } from "./month-overview";
import { StatCards } from "./stat-cards";
import { CompletedPerWeekChart, CreatedPerDayChart } from "./stats-charts";

/** The statistics screen: the cards, this month, and the two charts; a skeleton while loading, a retry on failure. */
export function StatisticsView() {
  const { t } = useTranslation(["stats", "errors"]);
  const stats = useStats();

  if (isWaitingOffline(stats)) return <OfflineUnavailable />;
  if (stats.isPending) return <StatisticsSkeleton label={t("loading")} />;
  if (stats.isError && stats.data === undefined) {
    return (
      <LoadError message={`${t("loadError")} ${t(apiErrorKey(stats.error))}`} onRetry={() => void stats.refetch()} />
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <StatCards stats={stats.data} />
      <MonthOverview month={stats.data.thisMonth} />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <CreatedPerDayChart days={stats.data.createdPerDay} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <CompletedPerWeekChart weeks={stats.data.completedPerWeek} />
        </div>
      </div>
    </div>
  );
}

function StatisticsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4 sm:gap-5">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {["progress", "tasks", "total", "lists", "today", "week"].map((card) => (
          <Skeleton key={card} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton aria-hidden className="h-36 rounded-xl" />
      <div aria-hidden className="grid gap-4 sm:gap-5 lg:grid-cols-5">
        <Skeleton className="h-80 rounded-xl lg:col-span-3" />
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
      </div>
    </div>
  );
}
