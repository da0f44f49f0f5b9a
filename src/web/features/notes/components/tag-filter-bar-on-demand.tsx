import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import type { TagList } from "../tag-list";
import { useTagFilter } from "../use-tag-filter";

// The bar's code comes only with a filter (?tag=): a list shown whole, as /home first opens, has no use
// for it, and /home's first load has no room to spare (the budget, scripts/budget/budgets.ts).
const TagFilterBar = lazyWhenOnline(() =>
  import("./tag-filter-bar").then((module) => ({ default: module.TagFilterBar })),
);

/** TagFilterBar, loaded when the list is narrowed to a tag. */
export function TagFilterBarOnDemand({ tags, onRemoved }: { tags: TagList; onRemoved?: () => void }) {
  const [tagId] = useTagFilter();
  if (!tagId) return null;
  return (
    <Suspense fallback={null}>
      <TagFilterBar tags={tags} onRemoved={onRemoved} />
    </Suspense>
  );
}
