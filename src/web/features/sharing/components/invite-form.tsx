import { InviteSchema } from "@shared/schemas/sharing";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { checkForm } from "@/lib/field-errors";
import { useLocale } from "@/lib/locale-context";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useInvite } from "../api/shared-list";
import { sharingErrorText } from "../sharing-error-text";

/**
 * The owner's "Invite by e-mail": the address checked as the server checks it, then sent; the server's
 * refusal (yourself, already a member, too many, too many invitations today) shows under the field,
 * where the eyes are.
 */
export function InviteForm({ listId }: { listId: string }) {
  const { t } = useTranslation(["sharing", "errors"]);
  const invite = useInvite(listId);
  const locale = useLocale();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = checkForm(InviteSchema, { email });
    const fieldError = checked.errors.email;
    if (!checked.data) {
      setError(t(`errors:${fieldError ?? "validation.invalidEmail"}`));
      return;
    }
    setError(undefined);
    const address = checked.data.email;
    return invite.mutateAsync(address).then(
      () => {
        setEmail("");
        toast.success(t("invite.sent", { email: address }));
      },
      (refusal: unknown) => setError(sharingErrorText(t, refusal, locale)),
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-3">
      <FormField
        label={t("invite.label")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("invite.placeholder")}
        hint={t("invite.hint")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-end">
        {t("invite.submit")}
      </Button>
    </form>
  );
}
