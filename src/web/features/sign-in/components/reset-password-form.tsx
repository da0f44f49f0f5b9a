import { NewPasswordSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useResetPassword } from "../api/auth-mutations";

/** The form the reset mail's link opens (its token is in the URL). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(["auth", "errors"]);
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"password">>({});

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = checkForm(NewPasswordSchema, { password });
    setErrors(checked.errors);
    if (!checked.data) return;
    return resetPassword.mutateAsync({ newPassword: checked.data.password, token }).then(
      () => {
        toast.success(t("toast.passwordChanged"));
        onDone();
      },
      (error: unknown) => showErrorToast(t, authErrorKey(error), t("toast.resetFailed")),
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
      <PasswordField
        label={t("fields.newPassword")}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && t(`errors:${errors.password}`)}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t("actions.savePassword")}
      </Button>
    </form>
  );
}
