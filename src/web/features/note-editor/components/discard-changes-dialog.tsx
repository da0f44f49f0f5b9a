import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

type DiscardChangesDialogProps = { isOpen: boolean; onKeepEditing: () => void; onDiscard: () => void };

/**
 * "Discard changes?" over a create or edit dialog. Keep editing has the focus first (and Esc means
 * it too), so nothing typed is lost by a reflex.
 */
export function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation("notes");
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !open && onKeepEditing()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("discard.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("discard.text")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onKeepEditing}>{t("discard.keep")}</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard} className={buttonVariants({ variant: "destructive" })}>
            {t("discard.discard")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
