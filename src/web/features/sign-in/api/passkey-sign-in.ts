import type { Locale } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/features/account";
import { onDemand } from "@/lib/on-demand";
import { keepSignInLanguage } from "./auth-mutations";

/** WebAuthn's code (SimpleWebAuthn and the ceremonies), fetched when the sign-in screen is in use. */
export const passkeysModule = onDemand(() => import("@/lib/passkeys"));

/**
 * Signs in with a passkey: from the button (the browser's dialog) or from the e-mail field's
 * autofill (`autofill`, pending until a passkey is picked). No code is asked after it: a passkey the
 * device unlocked is both factors.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autofill, locale }: { autofill: boolean; locale: Locale }) => {
      const passkeys = await passkeysModule.load();
      const user = await passkeys.signInWithPasskey({ autofill });
      await keepSignInLanguage(user, locale);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
