import type { Statistics } from "@shared/schemas/stats";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { useLocale } from "@/lib/locale-context";
import { formatMonth } from "../stat-dates";

type MonthOverviewProps = { month: Statistics["thisMonth"]; today?: Date };

/** This month at a glance: new items, completed tasks and how many of the month's new tasks are done. */
export function MonthOverview({ month, today = new Date() }: MonthOverviewProps) {
  const { t } = useTranslation("stats");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percentText = new Intl.NumberFormat(locale, { style: "percent" }).format(month.progress / 100);
  const figure = "text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl";
  const term = "min-h-8 text-xs font-medium text-muted-foreground sm:min-h-0 sm:text-sm";

  return (
    <section
      aria-labelledby="stats-month"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <CalendarDays aria-hidden className="size-5" />
        </span>
        <div className="flex flex-col">
          <h2 id="stats-month" className="font-semibold leading-tight">
            {t("month.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{formatMonth(today, locale)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 divide-x">
        <div className="flex flex-col gap-1 pl-3 first:pl-0">
          <dt className={term}>{t("month.created")}</dt>
          <dd className={figure}>{number.format(month.created)}</dd>
        </div>
        <div className="flex flex-col gap-1 pl-3">
          <dt className={term}>{t("month.completedTasks")}</dt>
          <dd className={figure}>{number.format(month.completedTasks)}</dd>
        </div>
        <div className="flex flex-col gap-1 pl-3">
          <dt className={term}>{t("month.progress")}</dt>
          <dd className={figure}>{percentText}</dd>
          <dd className="flex flex-col gap-1.5">
            <Progress value={month.progress} aria-label={t("month.progressLabel")} aria-valuetext={percentText} />
            <span className="text-xs text-muted-foreground text-pretty max-sm:sr-only">
              {t("month.progressDetail")}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
