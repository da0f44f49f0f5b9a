import type { SearchResult } from "@shared/schemas/search";
import type { SearchTerms } from "@shared/search-text";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { HighlightedText } from "./highlighted-text";

type SearchOptionProps = {
  id: string;
  result: SearchResult;
  terms: SearchTerms | null;
  isActive: boolean;
  onOpen: (result: SearchResult) => void;
  onHover: () => void;
};

/** One result as an option of the listbox: its title and where it matched, marked; done and the trash said in words. */
export function SearchOption({ id, result, terms, isActive, onOpen, onHover }: SearchOptionProps) {
  const { t } = useTranslation("search");
  const { snippet } = result;
  return (
    // Options are chosen from the input's keys (aria-activedescendant) or by pointer; they take no focus.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys for every option
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      onClick={() => onOpen(result)}
      onPointerMove={onHover}
      className={cn(
        "flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-sm",
        isActive ? "bg-accent text-accent-foreground" : "hover:bg-accent/50",
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn("min-w-0 flex-1 truncate font-medium", result.completed && "line-through opacity-70")}>
          <HighlightedText text={result.title} terms={terms} />
        </span>
        {result.completed && result.category === "tasks" ? (
          <span className="shrink-0 rounded-full border px-1.5 text-xs text-muted-foreground">{t("badges.done")}</span>
        ) : null}
        {result.isArchived && !result.isDeleted ? (
          <span className="shrink-0 rounded-full border px-1.5 text-xs text-muted-foreground">
            {t("badges.archive")}
          </span>
        ) : null}
        {result.isDeleted ? (
          <span className="shrink-0 rounded-full border px-1.5 text-xs text-muted-foreground">{t("badges.trash")}</span>
        ) : null}
      </span>
      {snippet ? (
        <span className="line-clamp-2 text-xs text-muted-foreground wrap-anywhere">
          {snippet.field === "content" ? null : <span className="font-medium">{t(`snippet.${snippet.field}`)} </span>}
          <HighlightedText text={snippet.text} terms={terms} />
        </span>
      ) : null}
    </div>
  );
}
