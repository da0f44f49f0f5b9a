import { DeleteAccountSchema } from "@shared/schemas/account";
import { UserX } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { DangerFormDialog } from "@/components/danger-form-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm } from "@/lib/field-errors";
import { useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useDeleteAccount } from "../api/delete-account";

/** Removes the account itself after the user confirms with their password, then goes to the landing page. */
export function DeleteAccountDialog() {
  const { t } = useTranslation(["settings", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    setPassword("");
    setError(undefined);
  };

  const handleSubmit = () => {
    const { data, errors } = checkForm(DeleteAccountSchema, { password });
    if (!data) {
      setError(`errors:${errors.password ?? "validation.required"}`);
      inputRef.current?.focus();
      return;
    }
    return deleteAccount.mutateAsync(data).then(
      () => {
        navigate(localePath("/"), { replace: true });
        toast.success(t("delete.account.done"));
      },
      (failure: unknown) => {
        const key = authErrorKey(failure);
        if (key === "errors:auth.wrongPassword") {
          setError(key);
          inputRef.current?.focus();
        } else {
          showErrorToast(t, key);
        }
      },
    );
  };

  return (
    <DangerFormDialog
      trigger={
        <Button variant="outline" className="self-start border-destructive/50 text-destructive hover:text-destructive">
          <UserX aria-hidden />
          {t("delete.account.open")}
        </Button>
      }
      title={t("delete.account.dialogTitle")}
      description={t("delete.account.dialogText")}
      submitLabel={t("delete.account.confirm")}
      pendingLabel={t("deleting")}
      cancelLabel={t("cancel")}
      icon={UserX}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onSubmit={handleSubmit}
      inputRef={inputRef}
    >
      <FormField
        ref={inputRef}
        label={t("delete.account.passwordLabel")}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error ? t(error) : undefined}
        required
      />
    </DangerFormDialog>
  );
}
