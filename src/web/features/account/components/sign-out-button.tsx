import { Loader2, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { useLocalePath } from "@/lib/locale-context";
import { readPendingCount } from "@/lib/outbox/pending-count";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSession } from "../api/get-session";
import { useSignOut } from "../api/sign-out";

/**
 * Revokes the session on the server, says so, and goes to the landing page. Changes still waiting in
 * the outbox go with the user's local data, so with some waiting it asks first.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation(["settings", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const signOut = useSignOut();
  const userId = useSession().data?.user.id;

  const handleSignOut = () => {
    const unsynced = userId ? readPendingCount(userId) : 0;
    if (unsynced > 0 && !window.confirm(t("signOut.unsynced", { count: unsynced }))) return;
    signOut.mutate(undefined, {
      onSuccess: () => {
        navigate(localePath("/"), { replace: true });
        toast.success(t("signOut.done"));
      },
      onError: (error) => showErrorToast(t, authErrorKey(error)),
    });
  };

  return (
    <Button variant="outline" onClick={handleSignOut} disabled={signOut.isPending} className={className}>
      {signOut.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <LogOut aria-hidden />}
      {signOut.isPending ? t("signOut.pending") : t("signOut.action")}
    </Button>
  );
}
