import { type ComponentProps, useMemo } from "react";
import { type DayButton, labelDayButton, type Modifiers } from "react-day-picker";
import { useTranslation } from "react-i18next";
import { Calendar, CalendarDayButton } from "@/components/ui/calendar";
import { dayKey } from "@/features/notes";
import { calendarLocale } from "@/lib/calendar-locale";
import { useLocale } from "@/lib/locale-context";

type NotesCalendarProps = {
  /** Notes created per day ("2026-11-20" → 2); these days are marked. */
  counts: Map<string, number>;
  /** The day whose notes are listed; none while all notes are shown. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  defaultMonth: Date;
  /** The month shown changed: its marks are asked for. */
  onMonthChange?: (month: Date) => void;
};

/**
 * A month calendar in the screen's language (Monday first in Slovak, Sunday in English) that marks the
 * days with notes by a dot and, for screen readers, in the day's name ("…, 2 notes").
 */
export function NotesCalendar({ counts, selected, onSelect, defaultMonth, onMonthChange }: NotesCalendarProps) {
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = calendarLocale(locale);
  const modifiers = useMemo(() => ({ hasNotes: (date: Date) => counts.has(dayKey(date)) }), [counts]);

  const labels = {
    labelDayButton: (...args: Parameters<typeof labelDayButton>) => {
      const localeLabel = dateLocale.labels?.labelDayButton;
      const base = typeof localeLabel === "function" ? localeLabel(...args) : labelDayButton(...args);
      const count = counts.get(dayKey(args[0]));
      return count ? `${base}, ${t("days.count", { count })}` : base;
    },
  };

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
      modifiers={modifiers}
      labels={labels}
      components={{ DayButton: MarkedDayButton }}
      className="mx-auto bg-transparent p-0 [--cell-size:--spacing(10)] lg:[--cell-size:--spacing(9)]"
    />
  );
}

/** The calendar's day button with a dot under the number on days that have notes. */
function MarkedDayButton({ children, ...props }: ComponentProps<typeof DayButton>) {
  const hasNotes = Boolean((props.modifiers as Modifiers).hasNotes);
  return (
    <CalendarDayButton {...props}>
      {children}
      {hasNotes ? (
        <span
          aria-hidden
          data-slot="notes-mark"
          className="absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rounded-full bg-primary opacity-100! group-data-[selected=true]/day:bg-primary-foreground"
        />
      ) : null}
    </CalendarDayButton>
  );
}
