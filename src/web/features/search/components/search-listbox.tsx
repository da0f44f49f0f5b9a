import type { SearchResult, SearchResults } from "@shared/schemas/search";
import type { SearchTerms } from "@shared/search-text";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SearchOption } from "./search-option";

const GROUPS = ["tasks", "lists", "notes"] as const;

type SearchListboxProps = {
  id: string;
  results: SearchResults | undefined;
  terms: SearchTerms | null;
  activeIndex: number;
  optionId: (index: number) => string;
  onOpen: (result: SearchResult) => void;
  onHover: (index: number) => void;
};

/**
 * The results as one listbox with a group per kind, each named by its heading; options are numbered
 * across the groups in the order the arrow keys walk them.
 */
export function SearchListbox({ id, results, terms, activeIndex, optionId, onOpen, onHover }: SearchListboxProps) {
  const { t } = useTranslation("search");
  const headingId = useId();
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label={t("dialog.resultsLabel")} className="max-h-[60vh] overflow-y-auto p-2">
      {GROUPS.map((group) => {
        const found = results?.[group];
        if (!found || found.results.length === 0) return null;
        return (
          // A listbox's groups are role="group" (ARIA's listbox pattern); a fieldset is a form's.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div key={group} role="group" aria-labelledby={`${headingId}-${group}`} className="mb-2 last:mb-0">
            <div
              id={`${headingId}-${group}`}
              role="presentation"
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`groups.${group}`)}
            </div>
            {found.results.map((result) => {
              const position = index++;
              return (
                <SearchOption
                  key={result.id}
                  id={optionId(position)}
                  result={result}
                  terms={terms}
                  isActive={position === activeIndex}
                  onOpen={onOpen}
                  onHover={() => onHover(position)}
                />
              );
            })}
            {found.hasMore ? <p className="px-3 pt-1 text-xs text-muted-foreground">{t("state.more")}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
