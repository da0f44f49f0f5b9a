import type { AdminUser, AdminUserStatus } from "@shared/schemas/admin";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { UserActions } from "./user-actions";

const STATUS_STYLES: Record<AdminUserStatus, string> = {
  active: "bg-primary/10 text-primary",
  unconfirmed: "bg-muted text-muted-foreground",
  disabled: "bg-destructive/10 text-destructive",
};

/**
 * The accounts: a table on wide screens, one card per account on a phone (only one of the two is
 * displayed, so a screen reader meets each account once). Counts only, never a note.
 */
export function UserList({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation("admin");
  const columns = ["person", "status", "created", "lastActive", "notes", "storage", "actions"] as const;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border bg-card text-card-foreground shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("users.title")}</caption>
          <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {t(`users.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <Person user={user} />
                </th>
                <td className="px-3 py-3">
                  <StatusBadge status={user.status} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Day iso={user.createdAt} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Day iso={user.lastActiveAt} />
                </td>
                <td className="px-3 py-3 tabular-nums">
                  <Count value={user.notes} />
                </td>
                <td className="px-3 py-3">
                  <Storage user={user} />
                </td>
                <td className="px-3 py-3">
                  <UserActions user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {users.map((user) => (
          <li
            key={user.id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <Person user={user} />
              <StatusBadge status={user.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Figure label={t("users.columns.created")}>
                <Day iso={user.createdAt} />
              </Figure>
              <Figure label={t("users.columns.lastActive")}>
                <Day iso={user.lastActiveAt} />
              </Figure>
              <Figure label={t("users.columns.notes")}>
                <Count value={user.notes} />
              </Figure>
              <Figure label={t("users.columns.storage")}>
                <Storage user={user} />
              </Figure>
            </dl>
            <UserActions user={user} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Person({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium wrap-anywhere">{user.email}</span>
      <span className="text-muted-foreground wrap-anywhere">
        {[user.name, user.isAdmin ? t("users.admin") : null, user.isSelf ? t("users.you") : null]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </span>
  );
}

function StatusBadge({ status }: { status: AdminUserStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={cn("inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLES[status])}>
      {t(`users.status.${status}`)}
    </span>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Day({ iso }: { iso: string | null }) {
  const { t, i18n } = useTranslation("admin");
  if (!iso) return <>{t("users.never")}</>;
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

function Count({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
}

function Storage({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation("admin");
  const rows = new Intl.NumberFormat(i18n.language).format(user.storage.rows);
  const size = (bytes: number, unit: "kilobyte" | "megabyte") =>
    new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: 1,
    }).format(bytes / (unit === "kilobyte" ? 1024 : 1024 * 1024));
  const { avatarBytes, photoBytes } = user.storage;
  const storage =
    avatarBytes === 0
      ? t("users.noPicture", { rows })
      : t("users.storage", { rows, avatar: size(avatarBytes, "kilobyte") });
  if (photoBytes === 0) return <>{storage}</>;
  return <>{t("users.withPhotos", { storage, photos: size(photoBytes, "megabyte") })}</>;
}
