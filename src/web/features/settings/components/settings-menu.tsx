import {
  Bell,
  ChevronRight,
  DatabaseBackup,
  HandHeart,
  Info,
  KeyRound,
  Languages,
  type LucideIcon,
  ShieldCheck,
  Tags,
  Trash,
  Trash2,
  UserRound,
} from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { useLocale, useLocalePath } from "@/lib/locale-context";
import type { SettingsLocationState, SettingsView } from "../settings-view";

/** A subview of /settings, or (with `to`) another screen reached from the menu, such as the trash. */
type MenuItem = {
  id: SettingsView | "trash" | "admin";
  icon: LucideIcon;
  to?: string;
  value?: string;
  isDanger?: boolean;
};

type SettingsMenuProps = {
  /** The subview just left, whose entry gets the focus back. */
  focusView: SettingsView | null;
  /** Above the list (the signed-in user), below it (sign-out). */
  header?: ReactNode;
  footer?: ReactNode;
  /** An admin of the installation also finds the way to /admin here (features/admin). */
  isAdmin?: boolean;
};

const MENU_STATE: SettingsLocationState = { fromMenu: true };

/** The main menu of /settings: one link per subview, grouped, with a short description of each. */
export function SettingsMenu({ focusView, header, footer, isAdmin = false }: SettingsMenuProps) {
  const { t } = useTranslation("settings");
  const locale = useLocale();
  const focusRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    focusRef.current?.focus();
  }, []);

  const groups: { id: string; items: MenuItem[] }[] = [
    {
      id: "personal",
      items: [
        { id: "account", icon: UserRound },
        { id: "tags", icon: Tags },
        { id: "data", icon: DatabaseBackup },
        // Always here, also when the trash is empty: the way to it should not come and go.
        { id: "trash", icon: Trash, to: "/trash" },
        { id: "language", icon: Languages, value: t(`common:language.names.${locale}`) },
        { id: "notifications", icon: Bell },
        { id: "tokens", icon: KeyRound },
      ],
    },
    {
      id: "poriadok",
      items: [
        { id: "donate", icon: HandHeart },
        { id: "about", icon: Info },
        ...(isAdmin ? [{ id: "admin" as const, icon: ShieldCheck, to: "/admin" }] : []),
      ],
    },
    { id: "danger", items: [{ id: "delete", icon: Trash2, isDanger: true }] },
  ];

  return (
    <div className="flex flex-col gap-6">
      {header}
      <nav aria-label={t("menu.label")} className="flex flex-col gap-4">
        {groups.map((group) => (
          <ul
            key={group.id}
            className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
          >
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} linkRef={item.id === focusView ? focusRef : undefined} />
              </li>
            ))}
          </ul>
        ))}
      </nav>
      {footer}
    </div>
  );
}

function MenuLink({ item, linkRef }: { item: MenuItem; linkRef: React.Ref<HTMLAnchorElement> | undefined }) {
  const { t } = useTranslation("settings");
  const localePath = useLocalePath();
  const { id, icon: Icon, to, value, isDanger } = item;
  return (
    <Link
      ref={linkRef}
      to={to ? localePath(to) : { search: `?view=${id}` }}
      state={to ? undefined : MENU_STATE}
      className="group flex min-h-16 items-center gap-4 px-4 py-3 outline-none transition-colors hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          isDanger ? "bg-destructive/10 text-destructive" : "bg-primary/10 text-primary",
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn("font-medium", isDanger && "text-destructive")}>{t(`menu.${id}.title`)}</span>
        <span className="text-sm text-muted-foreground text-pretty">{t(`menu.${id}.description`)}</span>
      </span>
      {value ? <span className="hidden text-sm text-muted-foreground sm:inline">{value}</span> : null}
      <ChevronRight
        aria-hidden
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
