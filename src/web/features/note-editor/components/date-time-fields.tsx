import { format, parseISO } from "date-fns";
import { CalendarDays, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { calendarLocale } from "@/lib/calendar-locale";
import { formatDate } from "@/lib/format-date";
import { useLocale } from "@/lib/locale-context";

type DateTimeFieldsProps = {
  /** yyyy-MM-dd or "". */
  day: string;
  /** HH:mm or "". */
  time: string;
  /** Already translated. */
  error?: string | undefined;
  onChange: (change: { day?: string; time?: string }) => void;
};

/** A task's date (a calendar in a popover, shown as dd.MM.yyyy) and its optional time. */
export function DateTimeFields({ day, time, error, onChange }: DateTimeFieldsProps) {
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = calendarLocale(locale);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const selected = day ? parseISO(day) : undefined;

  const handleSelect = (date: Date | undefined) => {
    onChange(date ? { day: format(date, "yyyy-MM-dd") } : { day: "", time: "" });
    setIsPickerOpen(false);
  };

  return (
    <div className="grid gap-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label id={labelId}>{t("form.date")}</Label>
          <div className="flex gap-1">
            <Popover open={isPickerOpen} onOpenChange={setIsPickerOpen}>
              <PopoverTrigger asChild>
                <Button
                  type="button"
                  variant="outline"
                  aria-labelledby={`${labelId} ${valueId}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="h-10 flex-1 justify-start font-normal"
                >
                  <CalendarDays aria-hidden className="text-muted-foreground" />
                  <span id={valueId} className={day ? "tabular-nums" : "text-muted-foreground"}>
                    {selected ? formatDate(selected) : t("form.pickDate")}
                  </span>
                </Button>
              </PopoverTrigger>
              <PopoverContent className="w-auto p-0" align="start">
                <Calendar
                  mode="single"
                  selected={selected}
                  onSelect={handleSelect}
                  defaultMonth={selected}
                  locale={dateLocale}
                  weekStartsOn={weekStartsOn}
                  firstWeekContainsDate={firstWeekContainsDate}
                  autoFocus
                />
              </PopoverContent>
            </Popover>
            {day ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-10"
                aria-label={t("form.clearDate")}
                title={t("form.clearDate")}
                onClick={() => onChange({ day: "", time: "" })}
              >
                <X aria-hidden />
              </Button>
            ) : null}
          </div>
        </div>
        <FormField
          label={t("form.time")}
          type="time"
          name="time"
          value={time}
          disabled={!day}
          hint={day ? t("form.timeHint") : t("form.timeNeedsDate")}
          onChange={(event) => onChange({ time: event.target.value })}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
