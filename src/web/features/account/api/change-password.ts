import { type ChangePasswordInput, REVOKE_API_CREDENTIALS_FIELD } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { replacingSession } from "@/lib/session-replacement";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { SESSION_QUERY_KEY } from "./get-session";

/** The form's passwords and whether the API tokens and the calendar link go too (on by default). */
export type ChangePasswordRequest = ChangePasswordInput & { revokeApiCredentials: boolean };

/**
 * Changes the password with the current one; every other session is signed out, this one stays.
 * `revokeApiCredentials` is Poriadok's field on Better Auth's own request, which its hooks read
 * (server: features/account/password-recovery.ts); Better Auth's client types do not know it, and it
 * passes through as part of the body. Better Auth replaces this session too (a new cookie in the
 * answer): until the answer is in, the tab's other requests wait (lib/session-replacement.ts).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revokeApiCredentials, ...passwords }: ChangePasswordRequest) => {
      const body = { ...passwords, revokeOtherSessions: true, [REVOKE_API_CREDENTIALS_FIELD]: revokeApiCredentials };
      return replacingSession(() => unwrapAuthResult(authClient.changePassword(body)));
    },
    // The session token is new (Better Auth replaces it when it signs the others out).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
