import { AdminInviteSchema } from "@shared/schemas/admin";
import { Loader2, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useInviteUser } from "../api/admin-users";

/** Invite an address to sign up (a mail with the sign-up link; REGISTRATION=invite or closed let it in). */
export function InviteForm() {
  const { t } = useTranslation(["admin", "errors"]);
  const invite = useInviteUser();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => {
    const checked = AdminInviteSchema.safeParse({ email });
    if (!checked.success) {
      setError(t(`errors:${checked.error.issues[0]?.message ?? "validation.invalidEmail"}`));
      return;
    }
    return invite.mutateAsync(checked.data).then(
      ({ email: invited }) => {
        setEmail("");
        toast.success(t("invite.done", { email: invited }));
      },
      (failure: unknown) => showErrorToast(t, apiErrorKey(failure)),
    );
  });

  return (
    <SectionCard title={t("invite.title")} description={t("invite.description")}>
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-busy={isSubmitting || undefined}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:flex-1">
          <FormField
            label={t("invite.email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {isSubmitting ? t("invite.sending") : t("invite.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
