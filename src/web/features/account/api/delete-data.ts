import type { DELETE_CONFIRM_WORD } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Deletes every note, tag, shopping item and planner row of the user; the account stays. */
export function useDeleteData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: typeof DELETE_CONFIRM_WORD) =>
      unwrap(await api.account["delete-data"].$post({ json: { confirm } })),
    // Every cached list of the user's data is stale now; the session and public settings are not.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => !["account", "public-config"].includes(String(query.queryKey[0])),
      }),
  });
}
