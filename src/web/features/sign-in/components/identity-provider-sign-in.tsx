import { KeyRound, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { authErrorKey } from "@/lib/auth-error-key";
import { useLocale, useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useIdentityProviderSignIn } from "../api/identity-provider-sign-in";
import { safeRedirectTarget } from "../safe-redirect";

/**
 * "Sign in with {name}", the operator's identity provider (OIDC_NAME; shown only when configured).
 * The page is left for the provider's own sign-in; the button stays busy until it is gone.
 */
export function IdentityProviderSignIn({ name }: { name: string }) {
  const { t } = useTranslation(["auth", "errors"]);
  const locale = useLocale();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const signIn = useIdentityProviderSignIn();
  // Busy from the click until the browser has left (success keeps it busy: the page is going).
  const isBusy = signIn.isPending || signIn.isSuccess;

  const handleClick = () => {
    signIn.mutate(
      {
        callbackPath: localePath(safeRedirectTarget(params.get("redirect"))),
        authPath: localePath("/auth"),
        locale,
      },
      { onError: (error) => showErrorToast(t, authErrorKey(error)) },
    );
  };

  return (
    <Button type="button" variant="outline" size="lg" disabled={isBusy} onClick={handleClick}>
      {isBusy ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
      {t("identityProvider.signIn", { name })}
    </Button>
  );
}
