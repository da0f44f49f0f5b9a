import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { useLocale } from "@/lib/locale-context";

type ListProgressProps = { completed: number; total: number; percentage: number };

/** How far the shopping has got: "2 of 5 bought", the rounded percentage and a bar. Changes are announced. */
export function ListProgress({ completed, total, percentage }: ListProgressProps) {
  const { t } = useTranslation("shopping");
  const locale = useLocale();
  const percentText = new Intl.NumberFormat(locale, { style: "percent" }).format(percentage / 100);
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div aria-live="polite" className="flex items-baseline justify-between gap-4">
        <p className="text-sm text-muted-foreground">{t("progress.summary", { completed, total })}</p>
        <p className="text-2xl font-semibold tabular-nums">{percentText}</p>
      </div>
      <Progress value={percentage} aria-label={t("progress.label")} aria-valuetext={percentText} />
    </div>
  );
}
