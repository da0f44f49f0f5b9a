import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { cn } from "@/lib/cn";
import { useLocale } from "@/lib/locale-context";
import { describeRepeat } from "./describe-repeat";
import { type RepeatChoice, type RepeatKind, ruleFromChoice, WEEKDAYS, weekdayOf } from "./repeat-choice";

/** The presets the select offers; a custom rule is behind "More" (most people never need one). */
const PRESETS: RepeatKind[] = ["none", "daily", "weekly", "monthly", "yearly"];

type RepeatFieldProps = {
  value: RepeatChoice;
  /** yyyy-MM-dd or "": a task repeats from its date. */
  day: string;
  error?: string | undefined;
  onChange: (value: RepeatChoice) => void;
};

/**
 * How a task repeats: a preset, weekdays and every how many weeks, said in words below; a custom
 * RRULE behind a "More" disclosure (open from the start when the task already has one).
 */
export function RepeatField({ value, day, error, onChange }: RepeatFieldProps) {
  const { t } = useTranslation("recurrence");
  const locale = useLocale();
  const moreId = useId();
  const [isMoreOpen, setIsMoreOpen] = useState(value.kind === "custom");
  const rule = day ? ruleFromChoice(value, day) : null;
  // The select shows a custom rule as such once there is one; otherwise it offers the presets only.
  const kinds: RepeatKind[] = value.kind === "custom" ? [...PRESETS, "custom"] : PRESETS;
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
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`repeat.${kind}`)}
          </option>
        ))}
      </SelectField>
      {day && value.kind === "weekly" ? <WeeklyFields value={value} onChange={onChange} /> : null}
      {day ? (
        <div className="grid gap-3">
          <button
            type="button"
            aria-expanded={isMoreOpen}
            aria-controls={moreId}
            className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={() => setIsMoreOpen(!isMoreOpen)}
          >
            <ChevronDown aria-hidden className={cn("size-4 transition-transform", isMoreOpen && "rotate-180")} />
            {t("repeat.more")}
          </button>
          <div id={moreId} hidden={!isMoreOpen}>
            {isMoreOpen ? (
              <FormField
                label={t("repeat.custom")}
                name="repeat-rule"
                autoComplete="off"
                spellCheck={false}
                placeholder="FREQ=WEEKLY;BYDAY=MO,TH"
                hint={t("repeat.customHint")}
                // A preset shows the rule it writes: a starting point for one's own.
                value={value.kind === "custom" ? value.custom : (rule ?? "")}
                onChange={(event) => onChange({ ...value, kind: "custom", custom: event.target.value })}
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The weekday's name as the language writes it, long or short (1 January 2024 was a Monday). */
const weekdayName = (code: string, locale: string, width: "long" | "short") =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(
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
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("repeat.weekdays")}</legend>
        {/* Seven equal chips in one row, on a phone too: the short name shown, the full one read out. */}
        <div className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map((code) => (
            <label
              key={code}
              className={cn(
                "cursor-pointer truncate rounded-full border px-1 py-1 text-center text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                value.weekdays.includes(code) && "border-primary bg-primary text-primary-foreground",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={value.weekdays.includes(code)}
                onChange={() => toggle(code)}
              />
              <span aria-hidden>{weekdayName(code, locale, "short")}</span>
              <span className="sr-only">{weekdayName(code, locale, "long")}</span>
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
