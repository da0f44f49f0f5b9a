import type { ChangePasswordInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { SESSION_QUERY_KEY } from "./get-session";

/** Changes the password with the current one; every other session is signed out, this one stays. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      unwrapAuthResult(authClient.changePassword({ ...input, revokeOtherSessions: true })),
    // The session token is new (Better Auth replaces it when it signs the others out).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
