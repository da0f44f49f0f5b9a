import { LOCALES, type Locale } from "@shared/constants";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { storeLocale } from "./language-storage";
import { useLocale } from "./locale-context";
import { switchLocalePath } from "./locale-path";

/** Switches to the other language: stores the choice and opens the same route in its other form. */
export function LanguageSwitch() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? "en";

  const handleSwitch = () => {
    storeLocale(other);
    navigate(switchLocalePath(location, other));
  };

  return (
    <Button variant="ghost" size="sm" onClick={handleSwitch} lang={other} aria-label={t(`language.switchTo.${other}`)}>
      <Languages aria-hidden />
      <span>{other.toUpperCase()}</span>
    </Button>
  );
}
