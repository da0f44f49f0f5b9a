import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { useLocale } from "@/lib/locale-context";
import { inPageLanguage } from "@/lib/page-locale-header";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

/**
 * Sends the password-reset mail: from settings to the signed-in user (features/account), from /auth's
 * "forgot password" to anyone (features/sign-in). In lib/ because both features send it.
 */
export function useRequestPasswordReset() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { email: string; redirectTo: string }) =>
      unwrapAuthResult(authClient.requestPasswordReset({ ...input, fetchOptions: inPageLanguage(locale) })),
  });
}
