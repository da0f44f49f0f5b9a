import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { weekNumber } from "@/features/language/calendar-locale";
import { useLocale } from "@/features/language/locale-context";
import { cn } from "@/lib/cn";
import { useNow } from "@/lib/use-now";
import { todayParts } from "../today-parts";
import { CalendarDialog } from "./calendar-dialog";
import { overviewCardClass } from "./home-overview";

/** Today's day, month, week number and weekday; opens the calendar, which shows `renderDay` for the picked day. */
export function CalendarCard({ renderDay }: { renderDay?: (day: Date) => ReactNode }) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const now = useNow();
  const today = todayParts(now, locale);
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
        {/* Read as one phrase ("23. novembra, pondelok"); the stacked pieces are for the eye. */}
        <span className="sr-only">{today.full}</span>
        {/* Wraps on the narrowest phones: "septembra" goes under the day rather than being cut short. */}
        <span aria-hidden className="flex flex-1 flex-wrap items-center gap-x-1.5 gap-y-1 sm:gap-3">
          <span className="text-2xl font-semibold leading-none tabular-nums min-[400px]:text-3xl sm:text-4xl">
            {today.day}
          </span>
          <span className="flex min-w-0 flex-col">
            {/* Smaller on phones, where half a row must hold "septembra" beside the day. */}
            <span className="truncate text-sm font-medium sm:text-base">{today.month}</span>
            <span className="truncate text-sm text-muted-foreground">{today.weekday}</span>
          </span>
        </span>
        <span className="w-fit rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
          {t("calendar.week", { number: weekNumber(now, locale) })}
        </span>
        <span className="sr-only">{t("calendar.open")}</span>
      </DialogTrigger>
      <CalendarDialog today={now} renderDay={renderDay} />
    </Dialog>
  );
}
