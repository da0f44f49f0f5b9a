import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { cn } from "@/lib/cn";
import { useLocale } from "@/lib/locale-context";
import { describeRepeat } from "./describe-repeat";
import { type RepeatChoice, type RepeatKind, ruleFromChoice, WEEKDAYS, weekdayOf } from "./repeat-choice";

const KINDS: RepeatKind[] = ["none", "daily", "weekly", "monthly", "yearly", "custom"];

type RepeatFieldProps = {
  value: RepeatChoice;
  /** yyyy-MM-dd or "": a task repeats from its date. */
  day: string;
  error?: string | undefined;
  onChange: (value: RepeatChoice) => void;
};

/** How a task repeats: a preset, weekdays and every how many weeks, or a custom RRULE; said in words below. */
export function RepeatField({ value, day, error, onChange }: RepeatFieldProps) {
  const { t } = useTranslation("recurrence");
  const locale = useLocale();
  const rule = day ? ruleFromChoice(value, day) : null;
  const handleKind = (kind: RepeatKind) => {
    const weekdays = value.weekdays.length > 0 || !day ? value.weekdays : [weekdayOf(day)];
    onChange({ ...value, kind, weekdays });
  };
  return (
    <div className="grid gap-3">
      <SelectField
        label={t("repeat.label")}
        name="repeat"
        value={day ? value.kind : "none"}
        disabled={!day}
        hint={
          day
            ? rule
              ? t("repeat.preview", { words: describeRepeat(rule, t, locale) })
              : undefined
            : t("repeat.needsDate")
        }
        error={error}
        onChange={(event) => handleKind(event.target.value as RepeatKind)}
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`repeat.${kind}`)}
          </option>
        ))}
      </SelectField>
      {day && value.kind === "weekly" ? <WeeklyFields value={value} onChange={onChange} /> : null}
      {day && value.kind === "custom" ? (
        <FormField
          label={t("repeat.customLabel")}
          name="repeat-rule"
          autoComplete="off"
          spellCheck={false}
          placeholder="FREQ=WEEKLY;BYDAY=MO,TH"
          hint={t("repeat.customHint")}
          value={value.custom}
          onChange={(event) => onChange({ ...value, custom: event.target.value })}
        />
      ) : null}
    </div>
  );
}

/** The weekday's name as the language writes it alone (1 January 2024 was a Monday). */
const weekdayName = (code: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(code as (typeof WEEKDAYS)[number]))),
  );

function WeeklyFields({ value, onChange }: { value: RepeatChoice; onChange: (value: RepeatChoice) => void }) {
  const { t } = useTranslation("recurrence");
  const locale = useLocale();
  const toggle = (code: string) =>
    onChange({
      ...value,
      weekdays: value.weekdays.includes(code)
        ? value.weekdays.filter((day) => day !== code)
        : [...value.weekdays, code],
    });
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("repeat.weekdays")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAYS.map((code) => (
            <label
              key={code}
              className={cn(
                "cursor-pointer rounded-full border px-2.5 py-1 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                value.weekdays.includes(code) && "border-primary bg-primary text-primary-foreground",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={value.weekdays.includes(code)}
                onChange={() => toggle(code)}
              />
              {weekdayName(code, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t("repeat.interval")}
        name="repeat-interval"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        className="w-24"
        value={String(value.interval)}
        onChange={(event) =>
          onChange({ ...value, interval: Math.min(99, Math.max(1, Number(event.target.value) || 1)) })
        }
      />
    </div>
  );
}
