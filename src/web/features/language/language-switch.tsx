import { LOCALES, type Locale } from "@shared/constants";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "./language-storage";
import { useSwitchLocale } from "./use-switch-locale";

/**
 * Switches to the other language: stores the choice and opens the same route in its other form.
 * `onSwitched` lets a signed-in screen also save the choice on the account (for its mails).
 */
export function LanguageSwitch({ onSwitched }: { onSwitched?: (locale: Locale) => void }) {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? "en";

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        switchLocale(other);
        onSwitched?.(other);
      }}
      lang={other}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: other }}
      aria-label={t(`language.switchTo.${other}`)}
    >
      <Languages aria-hidden />
      <span>{other.toUpperCase()}</span>
    </Button>
  );
}
