import type { ComponentProps } from "react";
import { type DayButton, type DayPickerLocale, labelDayButton, type Modifiers } from "react-day-picker";
import { CalendarDayButton } from "@/components/ui/calendar";
import type { DayCounts } from "@/lib/day-counts";
import { formatDayKey } from "@/lib/format-date";

/** Dots under a day's number: one per item, at most this many (more reads as "many", and fits a phone's cell). */
const MOST_DOTS = 3;

/**
 * What a react-day-picker calendar needs to mark days that hold something (tasks, notes): modifiers
 * that say how many dots a day gets, a day button that draws them, and the day's accessible name
 * with the count in words ("Tuesday, December 8th, 2026, 2 tasks"). Several kinds of things (the
 * notes tab: its notes and the tasks due) add up to the dots and are named one after the other
 * ("…, 1 note, 2 tasks"). Spread onto <Calendar>.
 */
export function dayMarkProps(marks: DayCounts | readonly DayCounts[], dateLocale: DayPickerLocale) {
  const sources: readonly DayCounts[] = Array.isArray(marks) ? marks : [marks as DayCounts];
  const countsOf = (date: Date) => {
    const key = formatDayKey(date);
    return sources.map((source) => source.counts.get(key) ?? 0);
  };
  const countOf = (date: Date) => countsOf(date).reduce((sum, count) => sum + count, 0);
  const modifiers = {
    marked1: (date: Date) => countOf(date) === 1,
    marked2: (date: Date) => countOf(date) === 2,
    marked3: (date: Date) => countOf(date) >= MOST_DOTS,
  };
  const labels = {
    labelDayButton: (...args: Parameters<typeof labelDayButton>) => {
      const localeLabel = dateLocale.labels?.labelDayButton;
      const base = typeof localeLabel === "function" ? localeLabel(...args) : labelDayButton(...args);
      const words = countsOf(args[0]).flatMap((count, index) =>
        count > 0 ? [sources[index]?.label(count) ?? String(count)] : [],
      );
      return words.length > 0 ? `${base}, ${words.join(", ")}` : base;
    },
  };
  return { modifiers, labels, components: { DayButton: MarkedDayButton } };
}

function dotsOf(modifiers: Modifiers): number {
  if (modifiers.marked3) return MOST_DOTS;
  if (modifiers.marked2) return 2;
  return modifiers.marked1 ? 1 : 0;
}

/**
 * The calendar's day button with dots under the number. The primary colour in both themes (it is the
 * theme's own contrast colour on the background), the button's text colour on the selected day.
 */
function MarkedDayButton({ children, ...props }: ComponentProps<typeof DayButton>) {
  const dots = dotsOf(props.modifiers);
  return (
    <CalendarDayButton {...props}>
      {children}
      {dots > 0 ? (
        <span
          aria-hidden
          data-slot="day-mark"
          data-dots={dots}
          className="absolute bottom-1 left-1/2 flex -translate-x-1/2 gap-0.5 opacity-100!"
        >
          {Array.from({ length: dots }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are alike and never reorder
              key={index}
              className="size-1.5 rounded-full bg-primary group-data-[selected=true]/day:bg-primary-foreground"
            />
          ))}
        </span>
      ) : null}
    </CalendarDayButton>
  );
}
