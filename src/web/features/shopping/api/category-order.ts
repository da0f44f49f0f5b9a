import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api-client";
import { restoreSnapshots, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

const SAVE_ORDER_KEY = ["shopping", "save-category-order"] as const;

export const categoryOrderQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopping.categoryOrder(),
    queryFn: async () => (await unwrap(await api.shopping["category-order"].$get())).order,
  });

/** The user's order of shopping categories (the way through their shop). */
export function useCategoryOrder() {
  return useQuery(categoryOrderQuery());
}

/**
 * Sends one whole order. `keepalive` lets a request that is on its way when the page unloads (a
 * reload, a closed tab) still arrive: without it the browser drops it and the user's last move is lost.
 */
async function saveCategoryOrder(order: string[]): Promise<string[]> {
  const response = await api.shopping["category-order"].$put({ json: { order } }, { init: { keepalive: true } });
  return (await unwrap(response)).order;
}

/**
 * Saves a new category order; the groups move at once and go back if the server refuses. Moves in
 * quick succession are saved one after another (a mutation scope), since two on their way at once
 * could land newest first and leave the older order stored. A move still waiting its turn when the
 * page unloads is sent then (see sendWaitingOrder).
 */
export function useSetCategoryOrder() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const handlePageHide = () => sendWaitingOrder(queryClient);
    window.addEventListener("pagehide", handlePageHide);
    return () => window.removeEventListener("pagehide", handlePageHide);
  }, [queryClient]);

  return useMutation({
    mutationKey: SAVE_ORDER_KEY,
    scope: { id: SAVE_ORDER_KEY.join(":") },
    mutationFn: saveCategoryOrder,
    onMutate: async (order) => ({
      snapshot: await updateCached<string[]>(queryClient, queryKeys.shopping.categoryOrder(), () => order),
    }),
    onError: (_error, _order, context) => restoreSnapshots(queryClient, context?.snapshot),
    // Only after the last save: asking between two would show the older order for a moment.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: SAVE_ORDER_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: queryKeys.shopping.categoryOrder() })
        : undefined,
  });
}

/**
 * When the page unloads, the newest order still waiting for the save before it (its mutation paused by
 * the scope) would die with the page; it goes out now, with keepalive. It is sent after the save on its
 * way, and both carry whole orders, so the newest one is what stays.
 */
function sendWaitingOrder(queryClient: QueryClient): void {
  const waiting = queryClient
    .getMutationCache()
    .findAll({ mutationKey: SAVE_ORDER_KEY, predicate: (mutation) => mutation.state.isPaused });
  const newest = waiting.at(-1)?.state.variables as string[] | undefined;
  if (!newest) return;
  // Nobody is left to see a failure: the page is going away.
  saveCategoryOrder(newest).catch((error: unknown) => console.warn("Could not save the category order", error));
}
