import type { DELETE_CONFIRM_WORDS, Locale } from "@shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** DELETE, or the word the Slovak screen shows (ZMAZAŤ); the server accepts both. */
export type DeleteConfirmWord = (typeof DELETE_CONFIRM_WORDS)[Locale];

/** Deletes every note, tag, shopping item and planner row of the user; the account stays. */
export function useDeleteData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: DeleteConfirmWord) =>
      unwrap(await api.account["delete-data"].$post({ json: { confirm } })),
    // Every cached list of the user's data is stale now; the session and public settings are not.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => !["account", "public-config"].includes(String(query.queryKey[0])),
      }),
  });
}
