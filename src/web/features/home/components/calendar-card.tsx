import { format } from "date-fns";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { calendarLocale, weekNumber } from "@/features/language/calendar-locale";
import { useLocale } from "@/features/language/locale-context";
import { cn } from "@/lib/cn";
import { capitalize } from "../capitalize";
import { useNow } from "../use-now";
import { CalendarDialog } from "./calendar-dialog";
import { overviewCardClass } from "./home-overview";

/** Today's day, month, week number and weekday; opens the calendar. */
export function CalendarCard() {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const now = useNow();
  const { dateLocale } = calendarLocale(locale);
  return (
    <Dialog>
      <DialogTrigger
        className={cn(
          overviewCardClass,
          "outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        )}
      >
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
          {t("calendar.today")}
          <CalendarDays aria-hidden className="size-4" />
        </span>
        <span className="flex flex-1 items-center gap-2 sm:gap-3">
          <span className="text-3xl font-semibold leading-none tabular-nums sm:text-4xl">{format(now, "d")}</span>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{capitalize(format(now, "LLLL", { locale: dateLocale }))}</span>
            <span className="truncate text-sm text-muted-foreground">
              {capitalize(format(now, "EEEE", { locale: dateLocale }))}
            </span>
          </span>
        </span>
        <span className="w-fit rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
          {t("calendar.week", { number: weekNumber(now, locale) })}
        </span>
        <span className="sr-only">{t("calendar.open")}</span>
      </DialogTrigger>
      <CalendarDialog today={now} />
    </Dialog>
  );
}
