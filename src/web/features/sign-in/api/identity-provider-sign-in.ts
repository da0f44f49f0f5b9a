import type { Locale } from "@shared/constants";
import { OIDC_FAILED_PARAM, OIDC_PROVIDER_ID } from "@shared/schemas/identity-provider";
import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

type IdentityProviderSignInInput = {
  /** Where to land once signed in (a path of this app, in the page's language). */
  callbackPath: string;
  /** The sign-in screen in the page's language, where a refusal is explained. */
  authPath: string;
  locale: Locale;
};

/**
 * "Sign in with …": Better Auth answers with the identity provider's address and its client leaves
 * for it; the provider sends the browser back to the server, which signs in and redirects to
 * `callbackPath`, or to the sign-in screen with `sso=failed&error=CODE` (auth-screen.tsx explains it).
 * The page's language goes along, for the account a first sign-in makes.
 */
export function useIdentityProviderSignIn() {
  return useMutation({
    mutationFn: ({ callbackPath, authPath, locale }: IdentityProviderSignInInput) =>
      unwrapAuthResult(
        authClient.signIn.social({
          provider: OIDC_PROVIDER_ID,
          callbackURL: callbackPath,
          errorCallbackURL: `${authPath}?${OIDC_FAILED_PARAM}=failed`,
          additionalData: { locale },
        }),
      ),
  });
}
