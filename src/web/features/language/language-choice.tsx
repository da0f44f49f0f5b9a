import { LOCALES, type Locale } from "@shared/constants";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useLocale } from "@/lib/locale-context";
import { useSwitchLocale } from "./use-switch-locale";

type LanguageChoiceProps = {
  /** The accessible name of the group. */
  label: string;
  /** Called with the new language as the app switches to it (e.g. to save it on the account). */
  onSwitch?: (locale: Locale) => void;
};

/** History state of a switch made here: the screen in the other language puts focus back on the choice. */
const SWITCHED_HERE = { languageChoice: true };

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** English or Slovak as radio cards; choosing one does what the header's switch does. */
export function LanguageChoice({ label, onSwitch }: LanguageChoiceProps) {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const idPrefix = useId();
  const location = useLocation();
  const groupRef = useRef<HTMLDivElement>(null);
  const isSwitchedHere = (location.state as typeof SWITCHED_HERE | null)?.languageChoice === true;

  useEffect(() => {
    if (isSwitchedHere) groupRef.current?.querySelector<HTMLElement>("[data-state=checked]")?.focus();
  }, [isSwitchedHere]);

  const handleChange = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    onSwitch?.(value);
    switchLocale(value, SWITCHED_HERE);
  };

  return (
    <RadioGroup
      ref={groupRef}
      value={locale}
      onValueChange={handleChange}
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2"
    >
      {LOCALES.map((option) => (
        <Label
          key={option}
          htmlFor={`${idPrefix}-${option}`}
          lang={option}
          className="flex cursor-pointer items-center gap-3 rounded-xl border bg-card p-4 text-base font-medium shadow-sm transition-colors hover:bg-accent/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <RadioGroupItem id={`${idPrefix}-${option}`} value={option} />
          <span className="flex-1">{t(`language.names.${option}`)}</span>
          <span aria-hidden className="text-xs font-semibold text-muted-foreground">
            {option.toUpperCase()}
          </span>
        </Label>
      ))}
    </RadioGroup>
  );
}
