import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

type DeleteListButtonProps = { onConfirm: () => void; disabled?: boolean };

/** Moves the list to the trash after the spec's confirmation question. */
export function DeleteListButton({ onConfirm, disabled = false }: DeleteListButtonProps) {
  const { t } = useTranslation("shopping");
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="-mr-2 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          {t("deleteList.open")}
        </Button>
      }
      title={t("deleteList.title")}
      description={t("deleteList.text")}
      confirmLabel={t("deleteList.confirm")}
      cancelLabel={t("deleteList.cancel")}
      onConfirm={onConfirm}
    />
  );
}
