import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Under "notes", so the live sync's refresh of the notes (a member accepted, left, was removed — each a
 * change to the list's `sharing`) asks for the people again while the dialog is open.
 */
export const sharedListKey = (noteId: string) => [...queryKeys.notes.all, "sharing", noteId] as const;

export async function getSharedList(noteId: string) {
  return unwrap(await api["shared-lists"][":noteId"].$get({ param: { noteId } }));
}

export const sharedListQuery = (noteId: string) =>
  queryOptions({ queryKey: sharedListKey(noteId), queryFn: () => getSharedList(noteId) });

/** The list's owner, members and (for the owner) the invitations waiting for an answer. */
export function useSharedList(noteId: string) {
  return useQuery(sharedListQuery(noteId));
}

/** After a change to who is on the list: the dialog's people and every card's mark. */
function useRefreshSharing(noteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedListKey(noteId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notes.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notes.detail(noteId) }),
    ]);
}

/** Invites by e-mail (the owner only); inviting a pending address again sends the mail again. */
export function useInvite(noteId: string) {
  const refresh = useRefreshSharing(noteId);
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(await api["shared-lists"][":noteId"].invitations.$post({ param: { noteId }, json: { email } })),
    onSettled: refresh,
  });
}

export function useRevokeInvitation(noteId: string) {
  const refresh = useRefreshSharing(noteId);
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(
        await api["shared-lists"][":noteId"].invitations[":invitationId"].$delete({ param: { noteId, invitationId } }),
      ),
    onSettled: refresh,
  });
}

/** The owner removes a member, or a member removes themself (leaving the list). */
export function useRemoveMember(noteId: string) {
  const refresh = useRefreshSharing(noteId);
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(await api["shared-lists"][":noteId"].members[":userId"].$delete({ param: { noteId, userId } })),
    onSettled: refresh,
  });
}

/** The picture of one person of the list (the server serves it only to that list's people). */
export function personAvatarUrl(noteId: string, userId: string): string {
  return `/api/shared-lists/${encodeURIComponent(noteId)}/people/${encodeURIComponent(userId)}/avatar`;
}
