import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Deletes every note, tag, shopping item and planner row of the user; the account stays. */
export function useDeleteData() {
  const queryClient = useQueryClient();
  return useMutation({
    // The word as typed: the server folds case and diacritics itself (shared/schemas/account.ts).
    mutationFn: async (confirm: string) => unwrap(await api.account["delete-data"].$post({ json: { confirm } })),
    // Every cached list of the user's data is stale now; the session and public settings are not.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => !["account", "public-config"].includes(String(query.queryKey[0])),
      }),
  });
}
