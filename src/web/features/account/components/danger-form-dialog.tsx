import { Loader2, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
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
  icon: LucideIcon;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns the request's promise (or nothing when the input was refused): until it settles, a second submit does nothing. */
  onSubmit: () => Promise<unknown> | undefined;
  /** The field the dialog focuses when it opens (Cancel stays one Tab away). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The confirming field: the word DELETE, a password … */
  children: ReactNode;
};

/** The shell of a destructive action confirmed by typing something: title, warning, field, Cancel and the action. */
export function DangerFormDialog({
  trigger,
  title,
  description,
  submitLabel,
  icon: Icon,
  isOpen,
  onOpenChange,
  onSubmit,
  inputRef,
  children,
}: DangerFormDialogProps) {
  const { t } = useTranslation("settings");
  const { handleSubmit, isSubmitting: isPending } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => onSubmit());
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={handleSubmit} aria-busy={isPending || undefined} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isPending}>{t("cancel")}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
              {isPending ? t("deleting") : submitLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
