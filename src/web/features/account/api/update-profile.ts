import type { Locale } from "@shared/constants";
import type { ProfileInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { SESSION_QUERY_KEY } from "./get-session";
import { unwrapAuthResult } from "./unwrap-auth-result";

/**
 * Saves names and username. Better Auth keeps the username lower-cased (unique) and the form as typed
 * in displayUsername; an empty username removes it.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firstName, lastName, username }: ProfileInput) =>
      unwrapAuthResult(
        authClient.updateUser({
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          username: username || null,
          displayUsername: username || null,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/**
 * The language of the user's mails; saved when they pick a language in settings. `onError` is given
 * here, not to mutate(), because the screen that switched language has unmounted by the time it fails.
 */
export function useUpdateLocale({ onError }: { onError?: (error: unknown, locale: Locale) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => unwrapAuthResult(authClient.updateUser({ locale })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    onError: (error, locale) => {
      console.error(error);
      onError?.(error, locale);
    },
  });
}
