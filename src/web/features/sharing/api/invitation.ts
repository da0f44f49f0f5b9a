import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const invitationKey = (token: string) => ["sharing", "invitation", token] as const;

export async function getInvitation(token: string) {
  return unwrap(await api["shared-lists"].invitations[":token"].$get({ param: { token } }));
}

/** An unknown, used-up or expired invitation does not get better by asking again. */
function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKey(token),
    queryFn: () => getInvitation(token),
    retry: (failures, error) => !isFinalRefusal(error) && failures < 3,
  });

/** Who invites to which list, for the signed-in visitor of /invitations/:token. */
export function useInvitation(token: string, isEnabled: boolean) {
  return useQuery({ ...invitationQuery(token), enabled: isEnabled });
}

/** Accepts: the list joins the user's lists (the invitation is used up). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api["shared-lists"].invitations[":token"].accept.$post({ param: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.all }),
  });
}
