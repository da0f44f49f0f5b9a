import { Loader2, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useSubmitOnce } from "@/lib/use-submit-once";

type DangerFormDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  /** The submit button's words while the request runs ("Deleting…"). */
  pendingLabel: string;
  cancelLabel: string;
  icon: LucideIcon;
  /** The submit button's look: an action that can be undone (enabling an account) is not red. */
  submitVariant?: "destructive" | "default";
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns the request's promise (or nothing when the input was refused): until it settles, a second submit does nothing. */
  onSubmit: () => Promise<unknown> | undefined;
  /**
   * The field the dialog focuses when it opens (Cancel stays one Tab away). Without one, Cancel has
   * the focus first, as in ConfirmDialog, so Enter never destroys anything by accident.
   */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The confirming field: the word DELETE, a password, the account's address …; none for a plain confirmation. */
  children?: ReactNode;
};

/**
 * The shell of a consequential action the user confirms (role alertdialog): title, warning, the
 * confirming field if any, Cancel and the action — which waits for its request, a spinner on it, the
 * dialog staying open until it settles.
 */
export function DangerFormDialog({
  trigger,
  title,
  description,
  submitLabel,
  pendingLabel,
  cancelLabel,
  icon: Icon,
  submitVariant = "destructive",
  isOpen,
  onOpenChange,
  onSubmit,
  inputRef,
  children,
}: DangerFormDialogProps) {
  const { handleSubmit, isSubmitting: isPending } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => onSubmit());
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          if (!inputRef) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={handleSubmit} aria-busy={isPending || undefined} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle className="text-balance wrap-anywhere">{title}</AlertDialogTitle>
            <AlertDialogDescription className="text-pretty">{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
            <Button type="submit" variant={submitVariant} disabled={isPending}>
              {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
