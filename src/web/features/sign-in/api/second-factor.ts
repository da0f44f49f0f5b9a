import type { Locale } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/features/account";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { keepSignInLanguage } from "./auth-mutations";

export type SecondFactorInput = {
  /** The authenticator app's six digits, or one of the backup codes. */
  kind: "app" | "backup";
  code: string;
  /** Skip the code in this browser for 30 days (Better Auth's trusted-device cookie). */
  trustDevice: boolean;
  locale: Locale;
};

/**
 * The second step of a sign-in with two-factor on: Better Auth checks the code against the sign-in
 * its `two_factor` cookie names (10 minutes, 5 tries) and then sets the session.
 */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, code, trustDevice, locale }: SecondFactorInput) => {
      const request =
        kind === "app"
          ? authClient.twoFactor.verifyTotp({ code, trustDevice })
          : authClient.twoFactor.verifyBackupCode({ code, trustDevice });
      const { user } = await unwrapAuthResult(request);
      await keepSignInLanguage(user, locale);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
