import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

type LeaveListButtonProps = { title: string; ownerName: string; isPending: boolean; onConfirm: () => void };

/** A member's "Leave list", after a confirmation saying what it means (the owner must invite again). */
export function LeaveListButton({ title, ownerName, isPending, onConfirm }: LeaveListButtonProps) {
  const { t } = useTranslation("sharing");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={isPending} className="justify-self-start text-destructive">
          <LogOut aria-hidden />
          {t("leave.open")}
        </Button>
      }
      title={t("leave.title", { title })}
      description={t("leave.text", { owner: ownerName })}
      confirmLabel={t("leave.confirm")}
      cancelLabel={t("leave.cancel")}
      onConfirm={onConfirm}
    />
  );
}
