import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { SESSION_QUERY_KEY } from "./get-session";

/**
 * Settings → Account → Two-factor authentication, through Better Auth's twoFactor routes. Turning it
 * on is two requests: `enable` (with the password) answers the secret and the backup codes, and it
 * takes effect when the app's first code is confirmed. Both that and turning it off replace the
 * session's token, so the session is read again.
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string) => {
      const started = await unwrapAuthResult(authClient.twoFactor.enable({ password }));
      // Only the app's method is asked for (the default); its answer carries the secret and the codes.
      if (started.method !== "totp") throw new Error("two-factor/enable answered without a secret");
      return { totpURI: started.totpURI, backupCodes: started.backupCodes };
    },
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrapAuthResult(authClient.twoFactor.verifyTotp({ code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrapAuthResult(authClient.twoFactor.disable({ password })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** New backup codes (the old ones stop working); the password confirms it. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: async (password: string) =>
      (await unwrapAuthResult(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes,
  });
}
