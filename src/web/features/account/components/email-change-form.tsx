import { EmailSchema } from "@shared/schemas/account";
import { Loader2, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/features/language/locale-context";
import type { SessionUser } from "@/lib/auth-client";
import { checkForm } from "@/lib/field-errors";
import { showErrorToast } from "@/lib/show-error-toast";
import { authErrorKey } from "../api/auth-request-error";
import { useChangeEmail } from "../api/change-email";

/** Where the confirmation link brings the user back to; the settings screen then says the address changed. */
export const EMAIL_CHANGED_PARAM = "emailChanged";

/** A new address is confirmed through a link sent to it; until then the old one stays. */
export function EmailChangeForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["settings", "errors"]);
  const localePath = useLocalePath();
  const changeEmail = useChangeEmail();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("newEmail") as HTMLInputElement | null;
    const { data, errors } = checkForm(EmailSchema, { email });
    const problem =
      data && data.email.toLowerCase() === user.email.toLowerCase() ? "settings:account.email.same" : null;
    const key = errors.email ? `errors:${errors.email}` : problem;
    if (!data || key) {
      setError(key ?? undefined);
      input?.focus();
      return;
    }
    const callbackURL = `${localePath("/settings")}?view=account&${EMAIL_CHANGED_PARAM}=1`;
    changeEmail.mutate(
      { newEmail: data.email, callbackURL },
      {
        onSuccess: () => {
          setSentTo(data.email);
          setEmail("");
          toast.success(t("account.email.sent", { email: data.email }));
        },
        onError: (failure) => showErrorToast(t, authErrorKey(failure)),
      },
    );
  };

  return (
    <SectionCard title={t("account.email.title")} description={t("account.email.description")}>
      <p className="text-sm">
        <span className="text-muted-foreground">{t("account.email.current")} </span>
        <span className="font-medium wrap-anywhere">{user.email}</span>
      </p>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <FormField
          label={t("account.email.newEmail")}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error ? t(error) : undefined}
          required
        />
        <Button type="submit" disabled={changeEmail.isPending} className="self-start">
          {changeEmail.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {changeEmail.isPending ? t("sending") : t("account.email.submit")}
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
