import type { Statistics } from "@shared/schemas/stats";
import { CalendarRange, CircleCheckBig, Layers, ListChecks, ShoppingCart, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { useLocale } from "@/lib/locale-context";
import { StatCard } from "./stat-card";

/** The spec's cards: overall progress, completed of all tasks, total items, lists, created today and this week. */
export function StatCards({ stats }: { stats: Statistics }) {
  const { t } = useTranslation("stats");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percentText = new Intl.NumberFormat(locale, { style: "percent" }).format(stats.totalProgress / 100);

  return (
    <section aria-labelledby="stats-overview">
      <h2 id="stats-overview" className="sr-only">
        {t("overview")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          title={t("cards.progress.title")}
          icon={CircleCheckBig}
          value={percentText}
          detail={
            stats.totalTasks === 0
              ? t("cards.progress.none")
              : t("cards.progress.summary", { completed: stats.completedTasks, count: stats.totalTasks })
          }
        >
          <Progress value={stats.totalProgress} aria-label={t("cards.progress.label")} aria-valuetext={percentText} />
        </StatCard>
        <StatCard
          title={t("cards.tasks.title")}
          icon={ListChecks}
          value={
            <>
              <span aria-hidden>
                {number.format(stats.completedTasks)}
                <span className="text-xl font-medium text-muted-foreground"> / {number.format(stats.totalTasks)}</span>
              </span>
              <span className="sr-only">
                {t("cards.tasks.spoken", { completed: stats.completedTasks, total: stats.totalTasks })}
              </span>
            </>
          }
          detail={
            stats.totalTasks === 0
              ? t("cards.tasks.none")
              : stats.completedTasks === stats.totalTasks
                ? t("cards.tasks.allDone")
                : t("cards.tasks.open", { count: stats.totalTasks - stats.completedTasks })
          }
        />
        <StatCard
          title={t("cards.total.title")}
          icon={Layers}
          value={number.format(stats.totalNotes)}
          detail={t("cards.total.detail")}
        />
        <StatCard
          title={t("cards.lists.title")}
          icon={ShoppingCart}
          value={number.format(stats.totalShoppingLists)}
          detail={t("cards.lists.detail")}
        />
        <StatCard
          title={t("cards.today.title")}
          icon={Sun}
          value={number.format(stats.todayCreated)}
          detail={t("cards.today.detail")}
        />
        <StatCard
          title={t("cards.week.title")}
          icon={CalendarRange}
          value={number.format(stats.thisWeekCreated)}
          detail={t("cards.week.detail")}
        />
      </dl>
    </section>
  );
}
