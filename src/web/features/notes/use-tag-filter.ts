import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** History state of an entry made by clicking a tag chip: the filter bar takes the focus (tag-filter-bar.tsx). */
export const FOCUS_TAG_FILTER = "focusTagFilter";

/**
 * The tag a list is narrowed to, kept in ?tag= so a reload, a shared link and the language switch show
 * the same list. Choosing and removing it are history entries of their own (unlike the tab, which
 * replaces its entry): Back after clicking a tag chip shows the whole list again.
 */
export function useTagFilter(): [string | undefined, (tagId: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tagId = searchParams.get("tag") || undefined;
  const setTag = useCallback(
    (next: string | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set("tag", next);
          else params.delete("tag");
          return params;
        },
        { state: next ? { [FOCUS_TAG_FILTER]: true } : null },
      ),
    [setSearchParams],
  );
  return [tagId, setTag];
}
