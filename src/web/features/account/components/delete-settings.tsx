import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DeleteDataDialog } from "./delete-data-dialog";

/** The delete subview: all data (the account stays) or the account itself. Both warn they cannot be undone. */
export function DeleteSettings() {
  const { t } = useTranslation("settings");
  return (
    <div className="flex flex-col gap-4">
      <SectionCard isDanger title={t("delete.data.title")} description={t("delete.data.description")}>
        <DeleteDataDialog />
      </SectionCard>
      <SectionCard isDanger title={t("delete.account.title")} description={t("delete.account.description")}>
        <DeleteAccountDialog />
      </SectionCard>
    </div>
  );
}
