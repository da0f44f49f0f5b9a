import type { Locale } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { SESSION_QUERY_KEY } from "./get-session";

/**
 * The language of the user's mails; saved when they pick a language in settings. `onError` is given
 * here, not to mutate(), because the screen that switched language has unmounted by the time it fails.
 */
export function useUpdateLocale({ onError }: { onError?: (error: unknown, locale: Locale) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Better Auth's client is fetched with the first switch, not with every signed-in screen's frame.
    mutationFn: async (locale: Locale) => {
      const { authClient } = await import("@/lib/auth-client");
      return unwrapAuthResult(authClient.updateUser({ locale }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    onError: (error, locale) => {
      console.error(error);
      onError?.(error, locale);
    },
  });
}
