import { Loader2, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/features/language/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSignOut } from "../api/auth-mutations";
import { authErrorKey } from "../api/auth-request-error";

/** Revokes the session on the server, says so, and goes to the landing page. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation(["settings", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const signOut = useSignOut();

  const handleSignOut = () => {
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
