import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { ReminderDeliveryOnDemand } from "@/features/reminders";
import { dueOf, REMINDER_PRESETS, type ReminderChoice } from "./reminder-choice";

type ReminderFieldProps = {
  value: ReminderChoice;
  day: string;
  time: string;
  error?: string | undefined;
  onChange: (value: ReminderChoice) => void;
};

/** none | at the due time | 10 min, 1 h, 1 day before | a date and time of its own. */
export function ReminderField({ value, day, time, error, onChange }: ReminderFieldProps) {
  const { t } = useTranslation("recurrence");
  const selected = value.kind === "before" ? `before_${value.minutes}` : value.kind;
  const handleSelect = (choice: string) => {
    if (choice === "none") onChange({ kind: "none" });
    else if (choice === "at") onChange({ kind: "at", local: defaultLocal(day, time) });
    else onChange({ kind: "before", minutes: Number(choice.replace("before_", "")) });
  };
  const hint = !day ? t("reminder.needsDate") : !time && value.kind === "before" ? t("reminder.plainDay") : undefined;
  return (
    <div className="grid gap-3">
      <SelectField
        label={t("reminder.label")}
        name="reminder"
        value={day ? selected : "none"}
        disabled={!day}
        hint={hint}
        error={value.kind === "at" ? undefined : error}
        onChange={(event) => handleSelect(event.target.value)}
      >
        <option value="none">{t("reminder.none")}</option>
        {REMINDER_PRESETS.map((minutes) => (
          <option key={minutes} value={`before_${minutes}`}>
            {t(`reminder.before_${minutes}`)}
          </option>
        ))}
        <option value="at">{t("reminder.at")}</option>
      </SelectField>
      {day && value.kind === "at" ? (
        <FormField
          label={t("reminder.atLabel")}
          name="reminder-at"
          type="datetime-local"
          value={value.local}
          error={error}
          onChange={(event) => onChange({ kind: "at", local: event.target.value })}
        />
      ) : null}
      {/* Where it will be delivered, and "turn on notifications on this device" (issue 25). */}
      {day && value.kind !== "none" ? <ReminderDeliveryOnDemand /> : null}
    </div>
  );
}

/** A custom reminder starts at the due moment, for the user to move. */
function defaultLocal(day: string, time: string): string {
  const due = dueOf(day, time);
  if (!due) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`;
}
