import { useRef } from "react";
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
 * it too), so nothing typed is lost by a reflex. It closes without an exit animation: while a closing
 * layer is still on the screen it is the top one and takes the next Esc, so "Keep editing" then a quick
 * Esc would do nothing instead of asking again. Keep editing puts the focus back where it was in the
 * form (the question has no trigger to return it to, so it would otherwise fall to the page).
 */
export function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation("notes");
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !open && onKeepEditing()}>
      <AlertDialogContent
        className="data-[state=closed]:animate-none"
        onOpenAutoFocus={() => {
          focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusedBefore.current?.isConnected) focusedBefore.current.focus();
        }}
      >
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
