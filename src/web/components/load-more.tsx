import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** What LoadMore reads of a paged list: TanStack Query's useInfiniteQuery result fits it. */
type PagedList = {
  hasNextPage: boolean;
  /** The next page is on its way. */
  isFetchingNextPage: boolean;
  /**
   * Any fetch of the list under way (a refetch after a change): the sentinel waits for it, since
   * asking for the next page then would continue from pages about to be replaced.
   */
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
};

type LoadMoreProps = {
  list: PagedList;
  /** How many entries are loaded: the polite announcement says how many a page added. */
  loadedCount: number;
};

/**
 * The end of a paged list. When it scrolls into view (200 px ahead) the next page is asked for; the
 * button does the same for keyboards and screen readers, and a polite live region says what happened.
 */
export function LoadMore({ list, loadedCount }: LoadMoreProps) {
  const {
    hasNextPage: hasMore,
    isFetchingNextPage: isLoading,
    isFetching: isBusy,
    isFetchNextPageError: isError,
  } = list;
  const { t } = useTranslation("common");
  const sentinel = useRef<HTMLDivElement>(null);
  // A refetch under way is left to finish, not cancelled for the next page (cancelling it could show a
  // ticked task on two pages).
  const onLoadMore = () => list.fetchNextPage({ cancelRefetch: false });
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const [countBefore, setCountBefore] = useState<number | null>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || isBusy || isError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore.current();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isBusy, isError]);

  // The count when the last load began, so the announcement names what that page added.
  const wasLoading = useRef(false);
  useEffect(() => {
    if (isLoading && !wasLoading.current) setCountBefore(loadedCount);
    wasLoading.current = isLoading;
  }, [isLoading, loadedCount]);

  const added = countBefore !== null && !isLoading ? loadedCount - countBefore : 0;
  const announcement = isLoading
    ? t("loadMore.loading")
    : isError
      ? t("loadMore.error")
      : added > 0
        ? t("loadMore.loaded", { count: added })
        : "";

  return (
    <div className="flex flex-col items-center gap-2 py-2">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {hasMore ? (
        <>
          <div ref={sentinel} aria-hidden className="h-px w-full" />
          <Button
            variant="outline"
            size="sm"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page.
            aria-disabled={isLoading}
            onClick={() => {
              if (!isLoading) void onLoadMore();
            }}
          >
            {isLoading ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {isLoading ? t("loadMore.loading") : t("loadMore.button")}
          </Button>
        </>
      ) : null}
    </div>
  );
}
