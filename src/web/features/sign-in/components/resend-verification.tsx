import { MailWarning } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useResendVerification } from "../api/auth-mutations";
import { confirmedParams } from "../confirmed-params";

/** Shown when an unconfirmed account tries to sign in: explains why, and sends the link again. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation(["auth", "errors"]);
  const localePath = useLocalePath();
  const resend = useResendVerification();

  // A second click while the first request is on its way sends no second mail.
  const { handleSubmit: handleResend, isSubmitting } = useSubmitOnce((_event: MouseEvent<HTMLButtonElement>) =>
    resend.mutateAsync({ email, callbackURL: `${localePath("/auth")}?${confirmedParams(email)}` }).then(
      () => toast.success(t("toast.resent")),
      (error: unknown) => showErrorToast(t, authErrorKey(error)),
    ),
  );

  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <div className="flex items-start gap-2">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="grid gap-1">
          <p className="font-medium">{t("unverified.title")}</p>
          <p className="text-muted-foreground">{t("unverified.message", { email })}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={handleResend}
        disabled={isSubmitting || resend.isSuccess}
      >
        {t("actions.resend")}
      </Button>
    </div>
  );
}
