import { KeyRound, Loader2 } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth-client";
import { authErrorKey } from "@/lib/auth-error-key";
import { useLocalePath } from "@/lib/locale-context";
import { useRequestPasswordReset } from "@/lib/request-password-reset";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";

/** Sends the password-reset e-mail to the signed-in user's address. */
export function PasswordResetSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["settings", "errors"]);
  const localePath = useLocalePath();
  const requestReset = useRequestPasswordReset();

  // A second click while the first request is on its way sends no second mail.
  const { handleSubmit: handleSend, isSubmitting } = useSubmitOnce((_event: MouseEvent<HTMLButtonElement>) =>
    requestReset.mutateAsync({ email: user.email, redirectTo: `${localePath("/auth")}?mode=reset` }).then(
      () => toast.success(t("account.password.sent", { email: user.email })),
      // The spec's 'reset failed' toast, with the reason.
      (error: unknown) => showErrorToast(t, authErrorKey(error), t("account.password.failed")),
    ),
  );

  return (
    <SectionCard
      title={t("account.password.title")}
      description={t("account.password.description", { email: user.email })}
    >
      <Button variant="outline" onClick={handleSend} disabled={isSubmitting} className="self-start">
        {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
        {isSubmitting ? t("sending") : t("account.password.send")}
      </Button>
    </SectionCard>
  );
}
