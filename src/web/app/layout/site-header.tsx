import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandMark } from "@/components/layout/brand-mark";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/account/api/get-session";
import { cn } from "@/lib/cn";
import { useLocalePath } from "@/lib/locale-context";
import { LanguageControl, ThemeControl } from "./header-controls";

/**
 * The header of the public pages: brand, about, language, theme, and the way in: "Sign in" for a
 * visitor, "Open the app" (/home) for someone already signed in.
 */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link
          to={localePath("/")}
          className="mr-auto flex items-center gap-2 rounded-md font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
        >
          <BrandMark />
          {/* "Open the app" is longer than "Sign in": on a phone the name gives it the room. */}
          <span className={cn(isSignedIn && "max-sm:sr-only")}>Poriadok</span>
        </Link>
        <nav aria-label={t("nav.label")} className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={localePath("/about")}>{t("nav.about")}</Link>
          </Button>
          <LanguageControl />
          <ThemeControl />
          {/* Nothing while the session is checked, so a signed-in person is never offered "Sign in". */}
          {session.isPending ? null : (
            <Button asChild size="sm">
              {isSignedIn ? (
                <Link to={localePath("/home")}>{t("nav.openApp")}</Link>
              ) : (
                <Link to={localePath("/auth")}>{t("nav.signIn")}</Link>
              )}
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
