import { LOCALES, type Locale } from "@shared/constants";
import { useTranslation } from "react-i18next";
import { ControlTooltip } from "@/components/layout/control-tooltip";
import { LanguageSwitch } from "@/features/language/language-switch";
import { useTheme } from "@/features/theme/theme-provider";
import { ThemeToggle } from "@/features/theme/theme-toggle";
import { useLocale } from "@/lib/locale-context";

/** The language switch ("SK") with its full meaning ("Prepnúť do slovenčiny") as a tooltip. */
export function LanguageControl({ onSwitched }: { onSwitched?: (locale: Locale) => void }) {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? "en";
  return (
    <ControlTooltip label={t(`language.switchTo.${other}`)}>
      <LanguageSwitch onSwitched={onSwitched} />
    </ControlTooltip>
  );
}

/** The theme toggle's icon named by a tooltip that says what it will do, as its aria-label does. */
export function ThemeControl() {
  const { t } = useTranslation("common");
  const { theme } = useTheme();
  return (
    <ControlTooltip label={theme === "dark" ? t("theme.switchToLight") : t("theme.switchToDark")}>
      <ThemeToggle />
    </ControlTooltip>
  );
}
