import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LanguageSwitch } from "@/features/language/language-switch";
import { useLocalePath } from "@/features/language/locale-context";
import { ThemeToggle } from "@/features/theme/theme-toggle";
import { BrandMark } from "./brand-mark";

/** The header of the public pages: brand, sign-in, language and theme. */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link
          to={localePath("/")}
          className="mr-auto flex items-center gap-2 rounded-md font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
        >
          <BrandMark />
          <span>Poriadok</span>
        </Link>
        <nav aria-label={t("nav.label")} className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={localePath("/about")}>{t("nav.about")}</Link>
          </Button>
          <LanguageSwitch />
          <ThemeToggle />
          <Button asChild size="sm">
            <Link to={localePath("/auth")}>{t("nav.signIn")}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
