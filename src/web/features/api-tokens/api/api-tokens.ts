import type { ApiTokenList, CreateApiToken } from "@shared/schemas/api-tokens";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const API_TOKENS_QUERY_KEY = ["api-tokens"] as const;

/** The user's tokens, newest first (never the tokens themselves). Asked again each time the screen opens. */
export const apiTokensQuery = queryOptions({
  queryKey: API_TOKENS_QUERY_KEY,
  queryFn: async () => unwrap(await api.tokens.$get()),
});

export function useApiTokens() {
  return useQuery(apiTokensQuery);
}

/**
 * Makes a token; the answer holds the plain token, which only this answer ever carries. Kept no longer
 * than the screen needs it: the form resets the mutation once it has handed the answer on, and with no
 * garbage-collection delay the mutation cache then forgets it at once.
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (input: CreateApiToken) => unwrap(await api.tokens.$post({ json: input })),
    onSuccess: ({ apiToken }) =>
      queryClient.setQueryData<ApiTokenList>(API_TOKENS_QUERY_KEY, (current) =>
        current ? { tokens: [apiToken, ...current.tokens.filter((token) => token.id !== apiToken.id)] } : current,
      ),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.tokens[":id"].$delete({ param: { id } })),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<ApiTokenList>(API_TOKENS_QUERY_KEY, (current) =>
        current ? { tokens: current.tokens.filter((token) => token.id !== id) } : current,
      ),
    // Revoked meanwhile in another tab (404) or not: the list is asked again, so it shows what is.
    onError: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
