import type { AdminInviteInput, AdminUserList } from "@shared/schemas/admin";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const ADMIN_USERS_QUERY_KEY = ["admin", "users"] as const;

/** Every account with its figures (admins only: 403 `admin_only` for anyone else). */
export const adminUsersQuery = queryOptions({
  queryKey: ADMIN_USERS_QUERY_KEY,
  queryFn: async () => unwrap(await api.admin.users.$get()),
});

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}

export type AdminAction = "disable" | "enable" | "delete";

/** Disables, enables or deletes an account; the list is asked again after any of them, done or refused. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: AdminAction; id: string }) => {
      const param = { param: { id } };
      if (action === "disable") return unwrap(await api.admin.users[":id"].disable.$post(param));
      if (action === "enable") return unwrap(await api.admin.users[":id"].enable.$post(param));
      return unwrap(await api.admin.users[":id"].$delete(param));
    },
    onSuccess: (_nothing, { action, id }) => {
      if (action !== "delete") return;
      queryClient.setQueryData<AdminUserList>(ADMIN_USERS_QUERY_KEY, (current) =>
        current ? { users: current.users.filter((user) => user.id !== id) } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}

export function useInviteUser() {
  return useMutation({
    mutationFn: async (input: AdminInviteInput) => unwrap(await api.admin.invitations.$post({ json: input })),
  });
}
