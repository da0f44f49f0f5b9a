import { BarChart3, CalendarClock, House } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useUpdateLocale } from "@/features/account/api/update-profile";
import { AccountLink } from "@/features/account/components/account-link";
import { LanguageSwitch } from "@/features/language/language-switch";
import { useLocalePath } from "@/features/language/locale-context";
import { ThemeToggle } from "@/features/theme/theme-toggle";
import { useDocumentTitle } from "@/lib/use-document-title";
import { BrandMark } from "./brand-mark";

type AppFrameProps = {
  title: string;
  /** Above the heading, e.g. a back link. */
  leading?: ReactNode;
  /** Replaces the plain h1 showing `title` (which stays the tab title); it must hold the page's one h1. */
  heading?: ReactNode;
  children: ReactNode;
};

/**
 * Frame of the signed-in screens: the header with buttons to /, /statistics, /planner, and /settings
 * as the user's profile picture (or initials).
 */
export function AppFrame({ title, leading, heading, children }: AppFrameProps) {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  // Mails follow the language the user works in.
  const updateLocale = useUpdateLocale();
  useDocumentTitle(title);
  const links = [
    { to: "/", label: t("appNav.landing"), icon: House },
    { to: "/statistics", label: t("appNav.statistics"), icon: BarChart3 },
    { to: "/planner", label: t("appNav.planner"), icon: CalendarClock },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-4">
          <Link
            to={localePath("/home")}
            className="mr-auto flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark />
            <span className="max-sm:sr-only">Poriadok</span>
          </Link>
          <nav aria-label={t("appNav.label")} className="flex items-center gap-1">
            {links.map(({ to, label, icon: Icon }) => (
              <Button key={to} asChild variant="ghost" size="icon" title={label}>
                <Link to={localePath(to)} aria-label={label}>
                  <Icon aria-hidden />
                </Link>
              </Button>
            ))}
            <LanguageSwitch onSwitched={(locale) => updateLocale.mutate(locale)} />
            <ThemeToggle />
            <AccountLink />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {leading ? <div className="mb-2 flex flex-col">{leading}</div> : null}
        {heading ?? <h1 className="mb-6 text-2xl font-semibold tracking-tight wrap-anywhere">{title}</h1>}
        {children}
      </main>
    </div>
  );
}
