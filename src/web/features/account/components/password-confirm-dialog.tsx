import { Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { twoFactorErrorKey } from "@/lib/two-factor-error-key";
import { useSubmitOnce } from "@/lib/use-submit-once";

type PasswordConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  isDestructive?: boolean;
  /** Runs the action with the password; a refusal is shown on the field (wrong password) or below it. */
  onConfirm: (password: string) => Promise<unknown>;
};

/** An action on the account's sign-in that the current password confirms (turn two-factor off, new backup codes). */
export function PasswordConfirmDialog({
  trigger,
  title,
  description,
  submitLabel,
  isDestructive = false,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    if (!password) {
      setError("errors:validation.required");
      inputRef.current?.focus();
      return;
    }
    return onConfirm(password).then(
      () => setIsOpen(false),
      (failure: unknown) => {
        setError(twoFactorErrorKey(failure));
        inputRef.current?.select();
      },
    );
  });

  const handleOpenChange = (open: boolean) => {
    if (isSubmitting) return;
    setIsOpen(open);
    setPassword("");
    setError(undefined);
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        closeLabel={t("twoFactor.cancel")}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="grid gap-4">
          <DialogHeader className="pr-8 text-left">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <PasswordField
            ref={inputRef}
            label={t("twoFactor.password")}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error && t(error)}
            required
          />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => handleOpenChange(false)}>
              {t("twoFactor.cancel")}
            </Button>
            <Button type="submit" variant={isDestructive ? "destructive" : "default"} disabled={isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {isSubmitting ? t("twoFactor.setup.working") : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
