import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export async function getPublicConfig() {
  return unwrap(await api["public-config"].$get());
}

export const publicConfigQuery = () =>
  queryOptions({ queryKey: ["public-config"], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
