import { CalendarDays, LoaderCircle } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { UseDayCounts } from "@/lib/day-counts";
import { useLocale } from "@/lib/locale-context";
import { onDemand } from "@/lib/on-demand";
import { useNow } from "@/lib/use-now";
import { useOnDemand } from "@/lib/use-on-demand";
import { todayParts } from "../today-parts";
import { weekNumber } from "../week-number";
import { overviewCardClass } from "./home-overview";

// The dialog brings react-day-picker and Radix Dialog: /home's first screen shows only this card.
const calendarDialog = onDemand(() => import("./calendar-dialog"));

/** A list of names from the catalogue (i18next types an array it returns as any object). */
const namesIn = (list: unknown): string[] => (Array.isArray(list) ? list.map(String) : []);

type CalendarCardProps = {
  renderDay?: (day: Date) => ReactNode;
  /** Loads the marks' hook, with the dialog and not with the page (the marks show only in the dialog). */
  loadDayCounts?: () => Promise<UseDayCounts>;
};

/**
 * Today's day, month, week number and weekday; opens the calendar, which marks the days `useDayCounts`
 * counts and shows `renderDay` for the picked day.
 */
export function CalendarCard({ renderDay, loadDayCounts }: CalendarCardProps) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const now = useNow();
  const today = todayParts(now, locale, {
    monthsAfterDay: namesIn(t("calendar.monthsAfterDay", { returnObjects: true })),
    weekdays: namesIn(t("calendar.weekdays", { returnObjects: true })),
  });
  const dialog = useOnDemand(calendarDialog);
  const [isOpen, setIsOpen] = useState(false);
  const cardRef = useRef<HTMLButtonElement>(null);

  // The dialog renders once the hook is in, so it calls the same hooks for its whole life.
  const [dayCounts, setDayCounts] = useState<{ use?: UseDayCounts } | null>(loadDayCounts ? null : {});
  const loadMarks = () =>
    loadDayCounts?.().then(
      (use) => setDayCounts({ use }),
      () => setDayCounts({}), // Without marks rather than without a calendar.
    );
  const preload = () => {
    dialog.preload();
    void loadMarks();
  };

  const handleClick = () => {
    void Promise.all([dialog.load(), loadMarks()]).then(([loaded]) => loaded && setIsOpen(true));
  };

  return (
    <>
      <button
        ref={cardRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-busy={dialog.isLoading || undefined}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={handleClick}
        className={cn(
          overviewCardClass,
          "outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-busy:cursor-progress",
        )}
      >
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
          {t("calendar.today")}
          {dialog.isLoading ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <CalendarDays aria-hidden className="size-4" />
          )}
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
      </button>
      {dialog.module && dayCounts ? (
        <dialog.module.CalendarDialog
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          openerRef={cardRef}
          today={now}
          renderDay={renderDay}
          useDayCounts={dayCounts.use}
        />
      ) : null}
    </>
  );
}
