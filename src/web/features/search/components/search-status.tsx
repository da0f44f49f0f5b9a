import type { SearchResults } from "@shared/schemas/search";
import { useTranslation } from "react-i18next";
import type { ApiError } from "@/lib/api-client";

type SearchStatusProps = {
  query: string;
  results: SearchResults | undefined;
  isSettling: boolean;
  isLocal: boolean;
  error: ApiError | null;
};

const countOf = (results: SearchResults) =>
  results.tasks.results.length + results.lists.results.length + results.notes.results.length;

/**
 * What the dialog is doing, in words a screen reader announces (polite): the hint before typing,
 * searching, how many were found or that nothing was, a refusal, and that offline results come from
 * this device.
 */
export function SearchStatus({ query, results, isSettling, isLocal, error }: SearchStatusProps) {
  const { t } = useTranslation(["search", "errors"]);
  const message = (() => {
    if (query === "") return t("state.hint");
    if (error) return t([`search:errors.${error.code}`, `errors:${error.code}`, "errors:internal"]);
    if (isSettling || !results) return t("state.loading");
    const count = countOf(results);
    return count === 0 ? t("state.empty", { query }) : t("state.results", { count });
  })();
  return (
    <div className="flex flex-col gap-1 px-4 pt-3 text-sm text-muted-foreground">
      {isLocal ? (
        <p className="rounded-md border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-foreground">
          {t("state.offline")}
        </p>
      ) : null}
      <p role={error ? "alert" : "status"} aria-live={error ? undefined : "polite"}>
        {message}
      </p>
    </div>
  );
}
