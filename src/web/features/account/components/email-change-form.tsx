import { EmailChangeSchema } from "@shared/schemas/account";
import { Loader2, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { PasswordField } from "@/components/password-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth-client";
import { authErrorKey } from "@/lib/auth-error-key";
import { checkForm, type FieldErrors } from "@/lib/field-errors";
import { useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useChangeEmail } from "../api/change-email";

/** Where the confirmation link brings the user back to; the settings screen then says the address changed. */
export const EMAIL_CHANGED_PARAM = "emailChanged";

type Field = "email" | "currentPassword";

/**
 * A new address is confirmed through a link sent to it; until then the old one stays. The current
 * password proves it is the account's owner, not someone with a borrowed session.
 */
export function EmailChangeForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["settings", "errors"]);
  const localePath = useLocalePath();
  const changeEmail = useChangeEmail();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", currentPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const focus = (form: HTMLFormElement, field: Field) =>
    (form.elements.namedItem(field === "email" ? "newEmail" : field) as HTMLInputElement | null)?.focus();

  const { handleSubmit, isSubmitting } = useSubmitOnce((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const checked = checkForm(EmailChangeSchema, values);
    const found: FieldErrors<Field> = { ...checked.errors };
    if (checked.data && checked.data.email.toLowerCase() === user.email.toLowerCase()) {
      found.email = "settings:account.email.same";
    }
    setErrors(found);
    const firstProblem = (["email", "currentPassword"] as const).find((field) => found[field]);
    if (!checked.data || firstProblem) {
      if (firstProblem) focus(form, firstProblem);
      return;
    }
    const { email, currentPassword } = checked.data;
    const callbackURL = `${localePath("/settings")}?view=account&${EMAIL_CHANGED_PARAM}=1`;
    return changeEmail.mutateAsync({ newEmail: email, password: currentPassword, callbackURL }).then(
      () => {
        setSentTo(email);
        setValues({ email: "", currentPassword: "" });
        toast.success(t("account.email.sent", { email }));
      },
      (failure: unknown) => {
        const key = authErrorKey(failure);
        if (key !== "errors:auth.wrongPassword") return showErrorToast(t, key);
        setErrors({ currentPassword: "auth.wrongPassword" });
        focus(form, "currentPassword");
      },
    );
  });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (key: string | undefined) =>
    key ? t(key.startsWith("settings:") ? key : `errors:${key}`) : undefined;

  return (
    <SectionCard title={t("account.email.title")} description={t("account.email.description")}>
      <p className="text-sm">
        <span className="text-muted-foreground">{t("account.email.current")} </span>
        <span className="font-medium wrap-anywhere">{user.email}</span>
      </p>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="flex flex-col gap-4">
        <FormField
          label={t("account.email.newEmail")}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={change("email")}
          error={message(errors.email)}
          required
        />
        <PasswordField
          label={t("account.email.currentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change("currentPassword")}
          error={message(errors.currentPassword)}
          required
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? t("sending") : t("account.email.submit")}
        </Button>
      </form>
      {sentTo ? (
        // The toast announces the same; this stays visible until the link is opened.
        <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/10 p-3 text-sm">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t("account.email.pending", { email: sentTo })}</span>
        </p>
      ) : null}
    </SectionCard>
  );
}
