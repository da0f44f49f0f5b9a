import { type ReactNode, type RefObject, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayMarkProps } from "@/components/day-marks";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { calendarLocale, weekNumber, weekYear } from "@/lib/calendar-locale";
import { countNothing, type DayCounts } from "@/lib/day-counts";
import { formatWeekdayDate } from "@/lib/format-date";
import { useLocale } from "@/lib/locale-context";

type CalendarPickerProps = {
  today: Date;
  /** What to show below the calendar for the picked day (the home screen: the tasks due on it). */
  renderDay?: ((day: Date) => ReactNode) | undefined;
  /**
   * What the month's days hold, for their marks (the home screen: tasks, coming repeats included). A
   * hook, called on every render with the month shown: pass one function, not a new one each time.
   */
  useDayCounts?: ((month: Date) => DayCounts) | undefined;
};

type CalendarDialogProps = CalendarPickerProps & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The card that opened it: it is no Radix trigger (this file loads on demand), so focus is sent back by hand. */
  openerRef: RefObject<HTMLElement | null>;
};

/**
 * A single-date picker with week numbers: Monday first in Slovak, Sunday first in English, month and
 * day names in the screen's language (see calendar-locale.ts for the week numbering); below it, what
 * the screen shows for the picked day. Its own chunk with react-day-picker: the card loads it when
 * the user reaches for it (calendar-card.tsx).
 */
export function CalendarDialog({
  isOpen,
  onOpenChange,
  openerRef,
  today,
  renderDay,
  useDayCounts,
}: CalendarDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="max-h-[calc(100dvh-2rem)] w-auto max-w-[calc(100%-2rem)] gap-3 overflow-y-auto p-4 sm:max-w-sm sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          openerRef.current?.focus();
        }}
      >
        {/* Inside the content, so every opening starts again from today. */}
        <CalendarPicker today={today} renderDay={renderDay} useDayCounts={useDayCounts} />
      </DialogContent>
    </Dialog>
  );
}

function CalendarPicker({ today, renderDay, useDayCounts = countNothing }: CalendarPickerProps) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = calendarLocale(locale);
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(today);
  const dayCounts = useDayCounts(month);
  const marks = useMemo(() => dayMarkProps(dayCounts, dateLocale), [dayCounts, dateLocale]);

  const handleToday = () => {
    setSelected(today);
    setMonth(today);
  };

  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle>{t("calendar.title")}</DialogTitle>
        <DialogDescription aria-live="polite">
          {/* A week numbered in the next or last year says so: "28 December 2026 · week 1 of 2027". */}
          {t(
            weekYear(selected, locale) === selected.getFullYear() ? "calendar.selected" : "calendar.selectedOtherYear",
            {
              // The app's numeric date, as the task cards and the New task dialog's date field write it.
              date: formatWeekdayDate(selected, locale),
              number: weekNumber(selected, locale),
              year: weekYear(selected, locale),
            },
          )}
        </DialogDescription>
      </DialogHeader>
      <Calendar
        mode="single"
        required
        selected={selected}
        onSelect={setSelected}
        month={month}
        onMonthChange={setMonth}
        showWeekNumber
        locale={dateLocale}
        weekStartsOn={weekStartsOn}
        firstWeekContainsDate={firstWeekContainsDate}
        {...marks}
        className="mx-auto p-0 [--cell-size:--spacing(9)]"
      />
      {/* Which week numbering the column follows (ISO in Slovak, US in English): week 1 may start in December. */}
      <p className="text-xs text-pretty text-muted-foreground">{t("calendar.weekRule")}</p>
      {renderDay?.(selected)}
      <DialogFooter className="flex-row justify-between sm:justify-between">
        <Button variant="outline" onClick={handleToday}>
          {t("calendar.backToToday")}
        </Button>
        <DialogClose asChild>
          <Button>{t("calendar.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
