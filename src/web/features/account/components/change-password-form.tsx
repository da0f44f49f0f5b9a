import { ChangePasswordSchema } from "@shared/schemas/account";
import { KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PasswordField } from "@/components/password-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useChangePassword } from "../api/change-password";

type Field = "currentPassword" | "newPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "" };

/**
 * Current and new password; on success every other session is signed out (this one stays), and unless
 * the person unticks it, every API token and the calendar link stop working too (as after a reset).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(["settings", "errors"]);
  const changePassword = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [revokeApiCredentials, setRevokeApiCredentials] = useState(true);
  const revokeId = useId();
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
    return changePassword.mutateAsync({ ...checked.data, revokeApiCredentials }).then(
      () => {
        setValues(EMPTY);
        setRevokeApiCredentials(true);
        toast.success(t(revokeApiCredentials ? "account.password.change.doneRevoked" : "account.password.change.done"));
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
        <div className="flex items-start gap-3">
          <input
            id={revokeId}
            type="checkbox"
            name="revokeApiCredentials"
            checked={revokeApiCredentials}
            onChange={(event) => setRevokeApiCredentials(event.target.checked)}
            aria-describedby={`${revokeId}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={revokeId}>{t("account.password.change.revokeCredentials")}</Label>
            <span id={`${revokeId}-hint`} className="text-xs text-muted-foreground">
              {t("account.password.change.revokeCredentialsHint")}
            </span>
          </div>
        </div>
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
          {isSubmitting ? t("account.password.change.saving") : t("account.password.change.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
