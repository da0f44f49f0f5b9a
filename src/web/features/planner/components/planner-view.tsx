import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-state";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { isWaitingOffline } from "@/lib/waiting-offline";
import { usePlannerWeek } from "../api/get-week";
import { weekFromParam, weekStartOf } from "../planner-week";
import { PlannerWeekForm } from "./planner-week-form";
import { WeekNavigation } from "./week-navigation";

/**
 * The hours planner: the week in the URL (?week= its Monday; the current week without it), its seven
 * days with their hours, and the week's total and average.
 */
export function PlannerView() {
  const { t } = useTranslation(["planner", "errors"]);
  const [params, setParams] = useSearchParams();
  const requested = params.get("week");
  const today = useMemo(() => new Date(), []);
  const week = weekFromParam(requested, today);
  const weekQuery = usePlannerWeek(week);

  // ?week=2026-03-11 (a Wednesday) or a broken value becomes the Monday it stands for.
  useEffect(() => {
    if (requested !== null && requested !== week) setParams({ week }, { replace: true });
  }, [requested, week, setParams]);

  const hasFailed = weekQuery.isError && weekQuery.data === undefined;
  useEffect(() => {
    if (hasFailed) showErrorToast(t, apiErrorKey(weekQuery.error), t("toast.loadFailed"));
  }, [hasFailed, weekQuery.error, t]);

  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <WeekNavigation week={week} currentWeek={weekStartOf(today)} />
      {weekQuery.data ? (
        <PlannerWeekForm key={week} week={weekQuery.data} today={today} />
      ) : hasFailed ? (
        <LoadError message={t("toast.loadFailed")} onRetry={() => void weekQuery.refetch()} />
      ) : isWaitingOffline(weekQuery) ? (
        <OfflineUnavailable />
      ) : (
        <PlannerSkeleton label={t("loading")} />
      )}
    </div>
  );
}

function PlannerSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-5">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid gap-2 lg:grid-cols-7 lg:gap-3">
        {["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => (
          <Skeleton key={day} className="h-[4.5rem] rounded-xl lg:h-36" />
        ))}
      </div>
      <div aria-hidden className="grid grid-cols-2 gap-3">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </div>
  );
}
