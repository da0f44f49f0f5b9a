import { BellRing, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/locale-context";
import { formatNoteDate } from "@/lib/note-date";
import { describeRepeat } from "./describe-repeat";
import { useRecurrenceTexts } from "./recurrence-texts";

type CardScheduleProps = {
  repeat: string | null;
  reminder: string | null;
  /** A ticked occurrence: it is one date of the series (the date above), not "every Tuesday" (issue 25). */
  isDone?: boolean | undefined;
};

/** Under a task's date: the repeat in words and the reminder's time, each with its icon. */
export default function CardSchedule({ repeat, reminder, isDone = false }: CardScheduleProps) {
  const { t } = useTranslation("recurrence");
  const locale = useLocale();
  const isReady = useRecurrenceTexts();
  if (!isReady) return null;
  const reminderText = reminder ? formatNoteDate(reminder) : null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {repeat ? (
        <span className="inline-flex items-center gap-1" data-testid="card-repeat">
          <Repeat aria-hidden className="size-3.5" />
          {isDone ? (
            t("card.oneOccurrence")
          ) : (
            <>
              <span className="sr-only">{t("card.repeats")}: </span>
              {describeRepeat(repeat, t, locale)}
            </>
          )}
        </span>
      ) : null}
      {reminderText ? (
        <span className="inline-flex items-center gap-1" data-testid="card-reminder">
          <BellRing aria-hidden className="size-3.5" />
          <span className="sr-only">{t("card.reminder")}: </span>
          <time dateTime={reminder ?? undefined} className="tabular-nums">
            {reminderText}
          </time>
        </span>
      ) : null}
    </p>
  );
}
