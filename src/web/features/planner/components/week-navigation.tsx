import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { weekRange } from "../planner-dates";
import { shiftWeek } from "../planner-week";

type WeekNavigationProps = { week: string; currentWeek: string };

/** "Week of" with the date range, and links to the previous, current and next week (kept in ?week=). */
export function WeekNavigation({ week, currentWeek }: WeekNavigationProps) {
  const { t } = useTranslation("planner");
  const linkTo = (monday: string) => ({ search: `?week=${monday}` });
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 aria-live="polite" className="flex flex-col">
        <span className="text-sm font-medium text-muted-foreground">{t("weekOf")}</span>{" "}
        <span className="text-xl font-semibold tracking-tight tabular-nums">{weekRange(week)}</span>
      </h2>
      <nav aria-label={t("weeks")} className="flex items-center gap-1.5">
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link to={linkTo(shiftWeek(week, -1))} aria-label={t("previousWeek")} title={t("previousWeek")}>
            <ChevronLeft aria-hidden />
            <span aria-hidden className="max-sm:sr-only">
              {t("previousWeek")}
            </span>
          </Link>
        </Button>
        {week === currentWeek ? null : (
          <Button asChild variant="ghost" size="sm" className="h-9">
            <Link to={linkTo(currentWeek)}>{t("thisWeek")}</Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link to={linkTo(shiftWeek(week, 1))} aria-label={t("nextWeek")} title={t("nextWeek")}>
            <span aria-hidden className="max-sm:sr-only">
              {t("nextWeek")}
            </span>
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </nav>
    </div>
  );
}
