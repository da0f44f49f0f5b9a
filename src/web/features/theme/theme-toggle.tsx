import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useTheme } from "./theme-provider";

/**
 * Says what it will do ("Switch to light theme"), which is what a screen-reader user needs to hear.
 * The headers show the same words in a tooltip (components/layout/header-controls.tsx).
 */
export function ThemeToggle() {
  const { t } = useTranslation("common");
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? t("theme.switchToLight") : t("theme.switchToDark");
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label}>
      {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
