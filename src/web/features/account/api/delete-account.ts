import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { clearUserMirror } from "../user-mirror";
import { SESSION_QUERY_KEY } from "./get-session";

/** Deletes the account itself (and with it every note, tag and planner row), confirmed by the password. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string }) => unwrapAuthResult(authClient.deleteUser(input)),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      clearUserMirror();
    },
  });
}
