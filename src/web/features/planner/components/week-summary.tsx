import { Sigma, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/locale-context";
import { dailyAverage, formatHours, hoursKey, weekTotal } from "../planner-hours";

/** The week's total hours (one decimal) and the average per day (total ÷ 7), following the fields as they change. */
export function WeekSummary({ hours }: { hours: readonly number[] }) {
  const { t } = useTranslation("planner");
  const locale = useLocale();
  const total = weekTotal(hours);
  const average = dailyAverage(total);
  const figures = [
    { key: "total", label: t("summary.total"), value: total, icon: Sigma, hint: null },
    { key: "average", label: t("summary.average"), value: average, icon: TrendingUp, hint: t("summary.averageHint") },
  ];
  return (
    <section aria-label={t("summary.label")}>
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(({ key, label, value, icon: Icon, hint }) => {
          const text = formatHours(value, locale);
          return (
            <div
              key={key}
              data-testid={`planner-${key}`}
              className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
            >
              <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                {label}
                <Icon aria-hidden className="size-4 shrink-0" />
              </dt>
              <dd className="text-3xl font-semibold tracking-tight tabular-nums">
                <span aria-hidden>
                  {text}
                  <span className="ml-1 text-lg font-medium text-muted-foreground">{t("unit")}</span>
                </span>
                <span className="sr-only">{t(hoursKey(value, locale, "oneDecimal"), { value: text })}</span>
              </dd>
              {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
