import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PublicLayout } from "@/app/layout/public-layout";
import { useSession } from "@/features/account/api/get-session";
import { usePublicConfig } from "@/features/public-config/api/get-public-config";
import { AuthScreen } from "@/features/sign-in/components/auth-screen";
import { safeRedirectTarget } from "@/features/sign-in/safe-redirect";
import { useLocalePath } from "@/lib/locale-context";

/** /auth: redirects to /home (or where the visitor was going) when a session exists. */
export function AuthPage() {
  const { t } = useTranslation("auth");
  const session = useSession();
  // Who may sign up here; unknown while loading, and taken as open when it cannot be read (the server decides).
  const publicConfig = usePublicConfig();
  const registration = publicConfig.data?.registration ?? (publicConfig.isError ? "open" : null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const target = localePath(safeRedirectTarget(params.get("redirect")));

  const isResetLink = params.get("mode") === "reset";
  if (session.data && !isResetLink) return <Navigate to={target} replace />;

  const handleSignedIn = () => {
    toast.success(t("toast.signedIn"));
    navigate(target, { replace: true });
  };

  return (
    <PublicLayout>
      <AuthScreen
        onSignedIn={handleSignedIn}
        registration={registration}
        identityProviderName={publicConfig.data?.oidcName ?? null}
      />
    </PublicLayout>
  );
}
