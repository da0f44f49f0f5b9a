import type { Statistics } from "@shared/schemas/stats";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/locale-context";
import { summarizeSeries } from "../chart-scale";
import { formatDate, formatDay, formatTick, formatWeekRange } from "../stat-dates";
import { BarChart, type BarChartEntry } from "./bar-chart";

function ChartCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={id} className="font-semibold leading-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** A chart's one-sentence summary, its accessible name: total, the best day or week, and the latest. */
function useSummary(kind: "perDay" | "perWeek", bars: readonly BarChartEntry[], dates: readonly string[]) {
  const { t } = useTranslation("stats");
  const locale = useLocale();
  const { total, peak, latest } = summarizeSeries(bars.map((bar) => bar.value));
  if (peak === null) return t(`charts.${kind}.summaryEmpty`);
  return t(`charts.${kind}.summary`, {
    total,
    peak: peak.value,
    peakDate: formatDate(dates[peak.index] ?? "", locale),
    latest,
  });
}

/** Items (tasks, lists, notes) created on each of the last 30 days. */
export function CreatedPerDayChart({ days }: { days: Statistics["createdPerDay"] }) {
  const { t } = useTranslation("stats");
  const locale = useLocale();
  const bars = days.map(({ date, count }) => ({
    key: date,
    tick: formatTick(date),
    label: formatDay(date, locale),
    value: count,
    valueText: t("charts.perDay.value", { count }),
  }));
  const summary = useSummary(
    "perDay",
    bars,
    days.map((day) => day.date),
  );
  return (
    <ChartCard id="stats-per-day" title={t("charts.perDay.title")} description={t("charts.perDay.description")}>
      <BarChart
        bars={bars}
        summary={summary}
        emptyText={t("charts.perDay.empty")}
        table={{
          caption: t("charts.perDay.title"),
          labelHeader: t("charts.perDay.labelHeader"),
          valueHeader: t("charts.perDay.valueHeader"),
          latestNote: t("charts.perDay.latest"),
        }}
      />
    </ChartCard>
  );
}

/** Tasks completed in each of the last 12 weeks (Sunday to Saturday). */
export function CompletedPerWeekChart({ weeks }: { weeks: Statistics["completedPerWeek"] }) {
  const { t } = useTranslation("stats");
  const bars = weeks.map(({ weekStart, count }) => ({
    key: weekStart,
    tick: formatTick(weekStart),
    label: formatWeekRange(weekStart),
    value: count,
    valueText: t("charts.perWeek.value", { count }),
  }));
  const summary = useSummary(
    "perWeek",
    bars,
    weeks.map((week) => week.weekStart),
  );
  return (
    <ChartCard id="stats-per-week" title={t("charts.perWeek.title")} description={t("charts.perWeek.description")}>
      <BarChart
        bars={bars}
        summary={summary}
        emptyText={t("charts.perWeek.empty")}
        table={{
          caption: t("charts.perWeek.title"),
          labelHeader: t("charts.perWeek.labelHeader"),
          valueHeader: t("charts.perWeek.valueHeader"),
          latestNote: t("charts.perWeek.latest"),
        }}
      />
    </ChartCard>
  );
}
