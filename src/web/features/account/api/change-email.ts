import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { useLocale } from "@/lib/locale-context";
import { inPageLanguage } from "@/lib/page-locale-header";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

/**
 * Sends a confirmation link to the new address (the address changes only when it is opened) and a
 * notice to the current one. The server wants the current password: a session alone is not enough.
 */
export function useChangeEmail() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ password, ...input }: { newEmail: string; password: string; callbackURL: string }) =>
      unwrapAuthResult(
        authClient.changeEmail({
          ...input,
          // Not in Better Auth's own body type: Poriadok's before-hook checks it (auth-hooks.ts).
          ...({ password } as object),
          fetchOptions: inPageLanguage(locale),
        }),
      ),
  });
}
