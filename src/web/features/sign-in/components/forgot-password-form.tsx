import { EmailSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { useLocalePath } from "@/lib/locale-context";
import { useRequestPasswordReset } from "@/lib/request-password-reset";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  initialEmail = "",
  onSent,
}: {
  initialEmail?: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation(["auth", "errors"]);
  const localePath = useLocalePath();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors<"email">>({});

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = checkForm(EmailSchema, { email });
    setErrors(checked.errors);
    if (!checked.data) return;
    const target = checked.data.email;
    return requestReset.mutateAsync({ email: target, redirectTo: `${localePath("/auth")}?mode=reset` }).then(
      () => {
        toast.success(t("toast.resetSent"));
        onSent(target);
      },
      (error: unknown) => showErrorToast(t, authErrorKey(error), t("toast.resetFailed")),
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email && t(`errors:${errors.email}`)}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t("actions.sendResetLink")}
      </Button>
    </form>
  );
}
