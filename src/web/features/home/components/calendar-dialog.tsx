import { format } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { calendarLocale, weekNumber } from "@/features/language/calendar-locale";
import { useLocale } from "@/features/language/locale-context";
import { capitalize } from "../capitalize";

/**
 * A single-date picker with week numbers: Monday first in Slovak, Sunday first in English, month and
 * day names in the screen's language (see calendar-locale.ts for the week numbering).
 */
export function CalendarDialog({ today }: { today: Date }) {
  return (
    <DialogContent showCloseButton={false} className="w-auto max-w-[calc(100%-2rem)] gap-3 p-4 sm:max-w-sm sm:p-6">
      {/* Inside the content, so every opening starts again from today. */}
      <CalendarPicker today={today} />
    </DialogContent>
  );
}

function CalendarPicker({ today }: { today: Date }) {
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
