import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useTheme } from "./theme-provider";
import { THEME_TOGGLE_ATTRIBUTE } from "./theme-storage";

/**
 * Says what it will do ("Switch to light theme"), which is what a screen-reader user needs to hear.
 * The headers show the same words in a tooltip (app/layout/header-controls.tsx). Its icon and
 * words follow the page's `dark` class rather than React's state, so a prerendered page, which stays
 * static until touched and was rendered dark at build, is right for a visitor who chose light
 * (index.html's pre-paint script sets the class).
 */
export function ThemeToggle() {
  const { t } = useTranslation("common");
  const { toggleTheme } = useTheme();
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}>
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
      <span className="sr-only hidden dark:inline">{t("theme.switchToLight")}</span>
      <span className="sr-only dark:hidden">{t("theme.switchToDark")}</span>
    </Button>
  );
}
