import { useTranslation } from "react-i18next";
import { useRecurrenceTexts } from "./recurrence-texts";
import { ReminderField } from "./reminder-field";
import { RepeatField } from "./repeat-field";
import type { ScheduleValues } from "./schedule-form";

type ScheduleFieldsProps = {
  values: ScheduleValues;
  /** The two fields' first problems, as errors.json keys (validation.*) or the recurrence namespace's own. */
  errors: Partial<Record<"repeat" | "reminder", string>>;
  onChange: (change: Partial<Pick<ScheduleValues, "repeat" | "reminder">>) => void;
};

/** A task's reminder and repeat, under its date; shown once their texts (recurrence.json) are in. */
export function ScheduleFields({ values, errors, onChange }: ScheduleFieldsProps) {
  const { t } = useTranslation(["recurrence", "errors"]);
  const isReady = useRecurrenceTexts();
  if (!isReady) return null;
  // Both count from the date: without one, a line says so instead of two disabled fields.
  if (!values.day) return <p className="-mt-2 text-xs text-muted-foreground">{t("schedule.needsDate")}</p>;
  // The recurrence namespace words its own validation keys; the rest are the app's (errors.json).
  const errorText = (key: string | undefined) => (key ? t([`recurrence:errors.${key}`, `errors:${key}`]) : undefined);
  // One above the other, each the dialog's full width: side by side, the repeat's options, weekdays
  // and interval were squeezed into half a column on a laptop (issue 25).
  return (
    <div className="grid gap-4">
      <ReminderField
        value={values.reminder}
        day={values.day}
        time={values.time}
        error={errorText(errors.reminder)}
        onChange={(reminder) => onChange({ reminder })}
      />
      <RepeatField
        value={values.repeat}
        day={values.day}
        error={errorText(errors.repeat)}
        onChange={(repeat) => onChange({ repeat })}
      />
    </div>
  );
}
