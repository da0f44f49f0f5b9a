import { EmailSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/features/language/locale-context";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { useRequestPasswordReset } from "../api/auth-mutations";
import { authErrorKey } from "../api/auth-request-error";

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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(EmailSchema, { email });
    setErrors(checked.errors);
    if (!checked.data) return;
    const target = checked.data.email;
    requestReset.mutate(
      { email: target, redirectTo: `${localePath("/auth")}?mode=reset` },
      {
        onSuccess: () => {
          toast.success(t("toast.resetSent"));
          onSent(target);
        },
        onError: (error) => showErrorToast(t, authErrorKey(error), t("toast.resetFailed")),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email && t(`errors:${errors.email}`)}
      />
      <Button type="submit" size="lg" disabled={requestReset.isPending}>
        {t("actions.sendResetLink")}
      </Button>
    </form>
  );
}
