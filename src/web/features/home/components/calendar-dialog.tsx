import { format } from "date-fns";
import { type ReactNode, type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
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
import { calendarLocale, weekNumber } from "@/lib/calendar-locale";
import { useLocale } from "@/lib/locale-context";
import { capitalize } from "../capitalize";

type CalendarPickerProps = {
  today: Date;
  /** What to show below the calendar for the picked day (the home screen: the tasks due on it). */
  renderDay?: ((day: Date) => ReactNode) | undefined;
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
export function CalendarDialog({ isOpen, onOpenChange, openerRef, today, renderDay }: CalendarDialogProps) {
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
        <CalendarPicker today={today} renderDay={renderDay} />
      </DialogContent>
    </Dialog>
  );
}

function CalendarPicker({ today, renderDay }: CalendarPickerProps) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = calendarLocale(locale);
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(today);

  const handleToday = () => {
    setSelected(today);
    setMonth(today);
  };

  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle>{t("calendar.title")}</DialogTitle>
        <DialogDescription aria-live="polite">
          {t("calendar.selected", {
            date: capitalize(format(selected, "PPPP", { locale: dateLocale })),
            number: weekNumber(selected, locale),
          })}
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
        className="mx-auto p-0 [--cell-size:--spacing(9)]"
      />
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
