import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dayMarkProps } from "@/components/day-marks";
import { Calendar } from "@/components/ui/calendar";
import { calendarLocale } from "@/lib/calendar-locale";
import type { DayCounts } from "@/lib/day-counts";
import { useLocale } from "@/lib/locale-context";

type NotesCalendarProps = {
  /** Notes created per day ("2026-11-20" → 2); these days are marked. */
  counts: Map<string, number>;
  /** What else the days hold, marked beside the notes (the tasks due, coming repeats included). */
  otherMarks?: DayCounts | undefined;
  /** The day whose notes are listed; none while all notes are shown. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  defaultMonth: Date;
  /** The month shown changed: its marks are asked for. */
  onMonthChange?: (month: Date) => void;
};

/**
 * A month calendar in the screen's language (Monday first in Slovak, Sunday in English) that marks the
 * days with notes and with tasks by dots (one to three) and, for screen readers, in the day's name
 * ("…, 2 notes, 1 task") — the same marks as the home calendar's (components/day-marks.tsx).
 */
export function NotesCalendar({
  counts,
  otherMarks,
  selected,
  onSelect,
  defaultMonth,
  onMonthChange,
}: NotesCalendarProps) {
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = calendarLocale(locale);
  const marks = useMemo(
    () =>
      dayMarkProps(
        [{ counts, label: (count) => t("days.count", { count }) }, ...(otherMarks ? [otherMarks] : [])],
        dateLocale,
      ),
    [counts, otherMarks, t, dateLocale],
  );

  return (
    <Calendar
      mode="single"
      selected={selected}
      onSelect={(day) => day && onSelect(day)}
      defaultMonth={defaultMonth}
      onMonthChange={onMonthChange}
      locale={dateLocale}
      weekStartsOn={weekStartsOn}
      firstWeekContainsDate={firstWeekContainsDate}
      {...marks}
      // On a phone it keeps to the left: the floating add button's strip on the right stays clear of days.
      className="mx-auto bg-transparent p-0 max-sm:ml-0 [--cell-size:--spacing(10)] lg:[--cell-size:--spacing(9)]"
    />
  );
}
