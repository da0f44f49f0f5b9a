import { SignUpSchema } from "@shared/schemas/account";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { useLocale, useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useSignUp } from "../api/auth-mutations";
import { confirmedParams } from "../confirmed-params";

type Field = "firstName" | "lastName" | "email" | "password";

type SignUpFormProps = {
  /** The address from the link (an invitation's): filled in. */
  initialEmail?: string;
  onRegistered: (email: string) => void;
};

export function SignUpForm({ initialEmail = "", onRegistered }: SignUpFormProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const locale = useLocale();
  const localePath = useLocalePath();
  const signUp = useSignUp();
  // Where the visitor was going (an invitation's page): the confirmation link brings them back to it.
  const redirect = useSearchParams()[0].get("redirect");
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: "",
    lastName: "",
    email: initialEmail,
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = checkForm(SignUpSchema, values);
    setErrors(checked.errors);
    if (checked.isEmpty) {
      showErrorToast(t, "errors:validation.fillAllFields");
      return;
    }
    if (!checked.data) return;
    const callbackURL = `${localePath("/auth")}?${confirmedParams(checked.data.email, redirect)}`;
    const input = { ...checked.data, locale, callbackURL };
    return signUp.mutateAsync(input).then(
      () => onRegistered(input.email),
      (error: unknown) => showErrorToast(t, authErrorKey(error)),
    );
  });

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value }),
    error: errors[field] && t(`errors:${errors[field]}`),
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.firstName")} autoComplete="given-name" {...fieldProps("firstName")} />
        <FormField label={t("fields.lastName")} autoComplete="family-name" {...fieldProps("lastName")} />
      </div>
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...fieldProps("email")}
      />
      <PasswordField
        label={t("fields.password")}
        autoComplete="new-password"
        hint={t("subtitle.reset")}
        {...fieldProps("password")}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t("actions.signUp")}
      </Button>
    </form>
  );
}
