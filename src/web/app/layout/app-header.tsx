import { useQuery } from "@tanstack/react-query";
import { BarChart3, CalendarCheck, CalendarClock, House, type LucideIcon, Trash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { BrandMark } from "@/components/layout/brand-mark";
import { ControlTooltip } from "@/components/layout/control-tooltip";
import { SyncStatus } from "@/components/layout/sync-status";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/account/api/get-session";
import { useUpdateLocale } from "@/features/account/api/update-locale";
import { AccountLink } from "@/features/account/components/account-link";
import { SearchButton } from "@/features/search/components/search-button";
import { useLocalePath } from "@/lib/locale-context";
import { noteCountsQuery } from "@/lib/note-counts-query";
import { LanguageControl, ThemeControl } from "./header-controls";

type NavEntry = { to: string; label: string; icon: LucideIcon; badge?: number };

/**
 * The header of the signed-in screens: search, home (/home, not the marketing page), today, statistics, planner,
 * the trash (always there, with its count when not empty), language, theme and the user's settings.
 * Every icon is named by a tooltip (hover, keyboard focus, long press) and an aria-label.
 */
export function AppHeader() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  // Mails follow the language the user works in.
  const updateLocale = useUpdateLocale();
  const userId = useSession().data?.user.id;
  const isSignedIn = Boolean(userId);
  // Asked only with a session: while it is checked the frame already shows, and a visitor gets no 401.
  const trashCount = useQuery({ ...noteCountsQuery(), enabled: isSignedIn }).data?.trash ?? 0;
  const entries: NavEntry[] = [
    { to: "/home", label: t("appNav.home"), icon: House },
    // Today's and overdue tasks from every list (app/routes/today.tsx).
    { to: "/today", label: t("appNav.today"), icon: CalendarCheck },
    { to: "/statistics", label: t("appNav.statistics"), icon: BarChart3 },
    { to: "/planner", label: t("appNav.planner"), icon: CalendarClock },
    {
      to: "/trash",
      label: trashCount > 0 ? t("appNav.trashWithCount", { count: trashCount }) : t("appNav.trash"),
      icon: Trash,
      badge: trashCount,
    },
  ];
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
      {/* Nine controls on a 360 px phone: no gaps and a narrower edge there (the row spreads them out). */}
      <div className="relative mx-auto flex h-14 max-w-5xl items-center gap-1 px-4 max-sm:px-2">
        {userId ? <SyncStatus userId={userId} /> : null}
        {/* On phones the house is the way home and the row needs the room. */}
        <Link
          to={localePath("/home")}
          className="mr-auto flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 max-sm:hidden"
        >
          <BrandMark />
          <span>Poriadok</span>
        </Link>
        <nav
          aria-label={t("appNav.label")}
          className="flex items-center gap-1 max-sm:w-full max-sm:justify-between max-sm:gap-0"
        >
          <SearchButton />
          {entries.map((entry) => (
            <NavEntryLink key={entry.to} entry={entry} />
          ))}
          <LanguageControl onSwitched={(locale) => updateLocale.mutate(locale)} />
          <ThemeControl />
          <ControlTooltip label={t("appNav.settings")}>
            <AccountLink />
          </ControlTooltip>
        </nav>
      </div>
    </header>
  );
}

function NavEntryLink({ entry: { to, label, icon: Icon, badge } }: { entry: NavEntry }) {
  const localePath = useLocalePath();
  return (
    <ControlTooltip label={label}>
      <Button asChild variant="ghost" size="icon" className="relative aria-[current=page]:bg-accent">
        <NavLink to={localePath(to)} aria-label={label} end>
          <Icon aria-hidden />
          {badge ? (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground tabular-nums"
            >
              {badge > 99 ? "99+" : badge}
            </span>
          ) : null}
        </NavLink>
      </Button>
    </ControlTooltip>
  );
}
