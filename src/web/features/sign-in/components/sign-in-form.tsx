import { SignInSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { AuthRequestError } from "@/lib/auth-request-error";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { loadTwoFactorTexts } from "@/lib/two-factor-texts";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useSignIn } from "../api/auth-mutations";
import { IdentityProviderSignIn } from "./identity-provider-sign-in";
import { PasskeySignIn } from "./passkey-sign-in";
import { ResendVerification } from "./resend-verification";
import { SecondFactorStep } from "./second-factor-step";

type SignInFormProps = {
  initialEmail?: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  /** OIDC_NAME: "Sign in with …" the operator's identity provider; null: not offered. */
  identityProviderName?: string | null;
};

export function SignInForm({ initialEmail = "", onSignedIn, onForgotPassword, identityProviderName }: SignInFormProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const locale = useLocale();
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: initialEmail, password: "" });
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  /** The account asked for its second factor: the password step is done, no session yet. */
  const [isSecondStep, setIsSecondStep] = useState(false);

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
    return signIn.mutateAsync({ ...checked.data, locale }).then(
      async (outcome) => {
        if (outcome === "signedIn") return onSignedIn();
        await loadTwoFactorTexts(locale).then(
          () => setIsSecondStep(true),
          () => showErrorToast(t, "errors:network"),
        );
      },
      (error: unknown) => {
        if (error instanceof AuthRequestError && error.code === "EMAIL_NOT_VERIFIED") {
          setUnverifiedEmail(email);
          return;
        }
        showErrorToast(t, authErrorKey(error));
      },
    );
  });

  if (isSecondStep) {
    return (
      <SecondFactorStep
        onSignedIn={onSignedIn}
        onStartAgain={() => {
          setValues({ ...values, password: "" });
          setIsSecondStep(false);
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
        <FormField
          label={t("fields.email")}
          name="email"
          type="email"
          // "webauthn": the browser offers this site's passkeys among the suggestions (PasskeySignIn).
          autoComplete="username webauthn"
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
      <div className="grid gap-3">
        <PasskeySignIn onSignedIn={onSignedIn} />
        {identityProviderName ? <IdentityProviderSignIn name={identityProviderName} /> : null}
      </div>
    </div>
  );
}
