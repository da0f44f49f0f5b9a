import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { AdminPanel } from "@/features/admin/components/admin-panel";

/** /admin — the accounts of this installation, for admins (issue 26); linked from Settings for them only. */
export function AdminPage() {
  const { t } = useTranslation("admin");
  return (
    <AppFrame title={t("title")} leading={<BackLink to="/settings" label={t("back")} />}>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
      <AdminPanel />
    </AppFrame>
  );
}
