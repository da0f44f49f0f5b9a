import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { outboxCommand } from "@/lib/outbox/run-command";
import { queryKeys } from "@/lib/query-keys";
import type { setCategoryOrder } from "./shopping-command-kinds";

export const categoryOrderQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopping.categoryOrder(),
    queryFn: async () => (await unwrap(await api.shopping["category-order"].$get())).order,
  });

/** The change, typed by its kind setCategoryOrder (shopping-command-kinds.ts, loaded with the outbox). */
const setCategoryOrderCommand = outboxCommand<typeof setCategoryOrder>("shopping.setCategoryOrder");

/** The user's order of shopping categories (the way through their shop). */
export function useCategoryOrder() {
  return useQuery(categoryOrderQuery());
}

/**
 * Saves a new category order; the groups move at once. Each move is a command in the outbox, which
 * is written before the move shows and sent in order: moves in quick succession arrive oldest first,
 * and one made just before the page unloads is sent on the next visit (it no longer needs keepalive).
 */
export function useSetCategoryOrder() {
  return useMutation({
    networkMode: "always",
    mutationFn: (order: string[]) => setCategoryOrderCommand(order),
  });
}
