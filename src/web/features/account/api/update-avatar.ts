import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import type { SessionData } from "@/lib/auth-client";
import { SESSION_QUERY_KEY } from "./get-session";

function useSetSessionImage() {
  const queryClient = useQueryClient();
  return (image: string | null) => {
    // Show the new picture at once (header included), then confirm with the server.
    queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (session: SessionData | null | undefined) =>
      session ? { ...session, user: { ...session.user, image } } : session,
    );
    return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

/** Uploads a profile picture; the server stores it as a square of at most 256 px. */
export function useUploadAvatar() {
  const setSessionImage = useSetSessionImage();
  return useMutation({
    mutationFn: async (file: File) => unwrap(await api.account.avatar.$put({ form: { file } })),
    onSuccess: ({ image }) => setSessionImage(image),
  });
}

export function useRemoveAvatar() {
  const setSessionImage = useSetSessionImage();
  return useMutation({
    mutationFn: async () => unwrap(await api.account.avatar.$delete()),
    onSuccess: () => setSessionImage(null),
  });
}
