import { ChangePasswordSchema } from "@shared/schemas/account";
import { KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PasswordField } from "@/components/password-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-request-error";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useChangePassword } from "../api/change-password";

type Field = "currentPassword" | "newPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "" };

/** Current and new password; on success every other session is signed out (this one stays). */
export function ChangePasswordForm() {
  const { t } = useTranslation(["settings", "errors"]);
  const changePassword = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const { handleSubmit, isSubmitting } = useSubmitOnce((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const focus = (field: Field) => (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
    const checked = checkForm(ChangePasswordSchema, values);
    setErrors(checked.errors);
    if (!checked.data) {
      focus(checked.errors.currentPassword ? "currentPassword" : "newPassword");
      return;
    }
    return changePassword.mutateAsync(checked.data).then(
      () => {
        setValues(EMPTY);
        toast.success(t("account.password.change.done"));
      },
      (failure: unknown) => {
        const key = authErrorKey(failure);
        if (key === "errors:auth.wrongPassword") {
          setErrors({ currentPassword: "auth.wrongPassword" });
          return focus("currentPassword");
        }
        if (key === "errors:validation.passwordTooShort" || key === "errors:validation.passwordTooLong") {
          setErrors({ newPassword: key.slice("errors:".length) });
          return focus("newPassword");
        }
        showErrorToast(t, key);
      },
    );
  });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <SectionCard title={t("account.password.change.title")} description={t("account.password.change.description")}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="flex flex-col gap-4">
        <PasswordField
          label={t("account.password.change.current")}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change("currentPassword")}
          error={errors.currentPassword && t(`errors:${errors.currentPassword}`)}
          required
        />
        <PasswordField
          label={t("account.password.change.new")}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={change("newPassword")}
          error={errors.newPassword && t(`errors:${errors.newPassword}`)}
          required
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
          {isSubmitting ? t("account.password.change.saving") : t("account.password.change.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
