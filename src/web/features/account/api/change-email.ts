import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "./unwrap-auth-result";

/** Sends a confirmation link to the new address; the address changes only when that link is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { newEmail: string; callbackURL: string }) => unwrapAuthResult(authClient.changeEmail(input)),
  });
}
