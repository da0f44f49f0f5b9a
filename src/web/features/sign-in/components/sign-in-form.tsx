import { SignInSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { AuthRequestError, authErrorKey } from "@/lib/auth-request-error";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useSignIn } from "../api/auth-mutations";
import { ResendVerification } from "./resend-verification";

type SignInFormProps = { initialEmail?: string; onSignedIn: () => void; onForgotPassword: () => void };

export function SignInForm({ initialEmail = "", onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const locale = useLocale();
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: initialEmail, password: "" });
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = checkForm(SignInSchema, values);
    setErrors(checked.errors);
    if (checked.isEmpty) {
      showErrorToast(t, "errors:validation.fillAllFields");
      return;
    }
    if (!checked.data) return;
    setUnverifiedEmail(null);
    const { email } = checked.data;
    return signIn.mutateAsync({ ...checked.data, locale }).then(onSignedIn, (error: unknown) => {
      if (error instanceof AuthRequestError && error.code === "EMAIL_NOT_VERIFIED") {
        setUnverifiedEmail(email);
        return;
      }
      showErrorToast(t, authErrorKey(error));
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
      <FormField
        label={t("fields.email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email && t(`errors:${errors.email}`)}
      />
      <PasswordField
        label={t("fields.password")}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password && t(`errors:${errors.password}`)}
      />
      <div className="-mt-2 flex justify-end">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
          {t("forgotLink")}
        </Button>
      </div>
      {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t("actions.signIn")}
      </Button>
    </form>
  );
}
