import type { ProfileInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { SESSION_QUERY_KEY } from "./get-session";

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

// In a file of its own so the app header can hold it without Better Auth's client (docs/decisions/014).
export { useUpdateLocale } from "./update-locale";
