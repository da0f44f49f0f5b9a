import { useTranslation } from "react-i18next";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { ApiError } from "@/lib/api-client";
import { apiErrorKey } from "@/lib/api-error-key";
import { useAdminUsers } from "../api/admin-users";
import { InviteForm } from "./invite-form";
import { UserList } from "./user-list";

/** /admin's content: the invitation form and the accounts; someone who is not an admin is told so. */
export function AdminPanel() {
  const { t } = useTranslation(["admin", "errors"]);
  const users = useAdminUsers();
  if (users.error instanceof ApiError && users.error.status === 403) {
    return (
      <p role="alert" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
        {t("notAdmin")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <InviteForm />
      <section aria-labelledby="admin-users-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="admin-users-heading" className="text-lg font-semibold">
            {t("users.title")}
          </h2>
          {users.data ? (
            <span className="text-sm text-muted-foreground">
              {t("users.count", { count: users.data.users.length })}
            </span>
          ) : null}
        </div>
        {users.data ? (
          <UserList users={users.data.users} />
        ) : users.error ? (
          <LoadError message={t(apiErrorKey(users.error))} onRetry={() => users.refetch()} />
        ) : (
          <LoadingPlaceholder label={t("users.loading")} blocks={2} query={users} />
        )}
      </section>
    </div>
  );
}
