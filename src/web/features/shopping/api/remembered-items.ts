import type { RememberedItem } from "@shared/shopping-memory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const rememberedItemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopping.rememberedItems(),
    queryFn: async (): Promise<RememberedItem[]> => (await unwrap(await api.shopping["remembered-items"].$get())).items,
    // What the add field suggests: it changes only when this person adds or recategorises an item.
    staleTime: 5 * 60 * 1000,
  });

/**
 * The person's own earlier items, newest first, with the category each last had (issue 25): the add
 * field suggests from them and puts a known name under its category. Empty while loading or offline
 * without a copy — the server applies the remembered category anyway when the item arrives.
 */
export function useRememberedItems(): readonly RememberedItem[] {
  return useQuery(rememberedItemsQuery()).data ?? EMPTY;
}

const EMPTY: readonly RememberedItem[] = [];
