import { type ReactNode, useRef } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

type ConfirmDialogProps = {
  /** The button that opens the dialog (rendered as the trigger itself). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /**
   * Where focus goes after confirming, when the trigger is about to leave the page (a deleted entry).
   * Without it, focus returns to the trigger as usual.
   */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
};

/**
 * An accessible confirmation before a destructive action (role alertdialog; Cancel has the focus first,
 * so Enter never destroys anything by accident).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  focusAfterConfirm,
}: ConfirmDialogProps) {
  const isConfirmedRef = useRef(false);

  const handleConfirm = () => {
    isConfirmedRef.current = true;
    onConfirm();
  };

  const handleCloseAutoFocus = (event: Event) => {
    const wasConfirmed = isConfirmedRef.current;
    isConfirmedRef.current = false;
    if (!wasConfirmed || !focusAfterConfirm) return;
    const target = focusAfterConfirm();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onCloseAutoFocus={handleCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle className="text-balance wrap-anywhere">{title}</AlertDialogTitle>
          <AlertDialogDescription className="text-pretty">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={handleConfirm} className={buttonVariants({ variant: "destructive" })}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
