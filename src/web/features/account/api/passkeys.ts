import type { AddPasskeyInput } from "@shared/schemas/two-factor";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { onDemand } from "@/lib/on-demand";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";

export const PASSKEYS_QUERY_KEY = ["account", "passkeys"] as const;

/** The passkey as Better Auth lists it (what the screen shows of it). */
export type Passkey = { id: string; name?: string | null; createdAt: string | Date; deviceType: string };

/** WebAuthn's code (SimpleWebAuthn and the ceremonies), fetched when a passkey is added. */
export const passkeysModule = onDemand(() => import("@/lib/passkeys"));

const passkeysQuery = () =>
  queryOptions({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: () => unwrapAuthResult(authClient.$fetch<Passkey[]>("/passkey/list-user-passkeys", { method: "GET" })),
  });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}

/** The browser makes the passkey; the server keeps it with its name once the password is confirmed. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddPasskeyInput) => (await passkeysModule.load()).addPasskey(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrapAuthResult(
        authClient.$fetch<{ status: boolean }>("/passkey/delete-passkey", { method: "POST", body: { id } }),
      ),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Passkey[]>(PASSKEYS_QUERY_KEY, (list) => list?.filter((passkey) => passkey.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
