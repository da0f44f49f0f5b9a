import { OIDC_EXPLAINED_ERRORS, type OidcExplainedError } from "@shared/schemas/identity-provider";
import { useTranslation } from "react-i18next";

const isExplained = (code: string | null): code is OidcExplainedError =>
  OIDC_EXPLAINED_ERRORS.includes(code as OidcExplainedError);

/**
 * Why a sign-in through the identity provider came back without a session (the server's redirect to
 * `/auth?sso=failed&error=CODE`): a new person where accounts are by invitation, a disabled account,
 * an address the provider did not confirm; anything else in general words.
 */
export function IdentityProviderRefusal({ code }: { code: string | null }) {
  const { t } = useTranslation("auth");
  return (
    <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm">
      {t(`identityProvider.refused.${isExplained(code) ? code : "other"}`)}
    </div>
  );
}
