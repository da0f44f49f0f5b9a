import { PLANNER_MAX_HOURS, PLANNER_MIN_HOURS } from "@shared/constants";
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useLocale } from "@/lib/locale-context";
import { dayName, shortDate } from "../planner-dates";
import { hoursKey, hoursToInput, parseHours, stepHours } from "../planner-hours";
import { useHoursAutosave } from "../use-hours-autosave";
import { DayStatus } from "./day-status";

type DayHoursFieldProps = {
  date: string;
  /** What the server holds for the day. */
  savedHours: number;
  isToday: boolean;
  save: (hours: number) => Promise<unknown>;
  /** The hours the field counts for the total now; null while it holds a refused value (the saved one counts). */
  onHoursChange: (date: string, hours: number | null) => void;
};

/**
 * One day of the planner: its name and date, and a field for its hours (0–24, half-hour steps, the
 * arrow keys step by 0.5). Saved as the user types, at once when the field is left; a refused value is
 * explained and never sent. A value arriving from the server never replaces what is being typed.
 */
export function DayHoursField({ date, savedHours, isToday, save, onHoursChange }: DayHoursFieldProps) {
  const { t } = useTranslation(["planner", "errors"]);
  const locale = useLocale();
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState(() => hoursToInput(savedHours, locale));
  const autosave = useHoursAutosave(save);
  const entry = parseHours(text);
  const isRefused = entry.status !== "valid";

  // A newer saved value (another device, a refetch) shows only while the field is not in use.
  const isInUse = useRef(false);
  isInUse.current = isRefused || autosave.state === "pending" || autosave.state === "saving";
  const isFocused = useRef(false);
  useEffect(() => {
    if (isFocused.current || isInUse.current) return;
    setText(hoursToInput(savedHours, locale));
    onHoursChange(date, null);
  }, [savedHours, locale, date, onHoursChange]);

  const apply = (next: string) => {
    setText(next);
    const parsed = parseHours(next);
    if (parsed.status === "valid") {
      onHoursChange(date, parsed.hours);
      autosave.schedule(parsed.hours);
    } else {
      onHoursChange(date, null);
      autosave.cancel();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    apply(hoursToInput(stepHours(text, event.key === "ArrowUp" ? 1 : -1), locale));
  };

  const handleBlur = () => {
    isFocused.current = false;
    if (isRefused) return;
    // Leaving the field saves at once (or tries again after a failure) and shows the value as stored.
    if (autosave.state === "failed") autosave.schedule(entry.hours);
    autosave.flush();
    setText(hoursToInput(entry.hours, locale));
  };

  const name = dayName(date, locale);
  const spokenHours = t(hoursKey(entry.hours, locale, "asTyped"), { value: hoursToInput(entry.hours, locale) });
  return (
    <li
      className={cn(
        "grid grid-cols-[minmax(0,1fr)_8rem] items-start gap-x-3 gap-y-0.5 rounded-xl border bg-card p-3 text-card-foreground shadow-sm lg:flex lg:flex-col lg:items-stretch lg:gap-2",
        isToday && "border-primary/60 ring-1 ring-primary/30",
      )}
    >
      <label htmlFor={inputId} className="col-start-1 row-start-1 flex min-w-0 flex-col">
        <span className="truncate font-medium">{name}</span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
          {shortDate(date)}
          {isToday ? (
            <span className="rounded-full bg-primary px-1.5 py-px text-[11px] font-medium text-primary-foreground">
              {t("today")}
            </span>
          ) : null}
        </span>
      </label>
      <div className="relative col-start-2 row-span-2 row-start-1 self-center">
        <Input
          id={inputId}
          name={`hours-${date}`}
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => apply(event.target.value)}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            isFocused.current = true;
          }}
          onBlur={handleBlur}
          aria-valuemin={PLANNER_MIN_HOURS}
          aria-valuemax={PLANNER_MAX_HOURS}
          aria-valuenow={isRefused ? undefined : entry.hours}
          aria-valuetext={isRefused ? undefined : spokenHours}
          aria-invalid={isRefused || undefined}
          aria-describedby={statusId}
          className="h-11 pr-8 text-right text-lg font-medium tabular-nums md:text-lg"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          {t("unit")}
        </span>
      </div>
      <DayStatus id={statusId} entry={entry} text={text} saveState={autosave.state} />
    </li>
  );
}
