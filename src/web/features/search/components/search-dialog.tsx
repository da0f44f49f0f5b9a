import type { SearchResult, SearchResults } from "@shared/schemas/search";
import { SEARCH_QUERY_MAX } from "@shared/schemas/search";
import { searchTerms } from "@shared/search-text";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { useLocalePath } from "@/lib/locale-context";
import { useSearchResults } from "../api/search-notes";
import { searchLocally } from "../local-search";
import { resultPath } from "../open-result";
import { returnFocusFromSearch, searchDraft } from "../search-open";
import { useDebouncedValue } from "../use-debounced-value";
import { searchDialogClass } from "./search-frame";
import { SearchListbox } from "./search-listbox";
import { SearchStatus } from "./search-status";

/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 200;
const GROUPS = ["tasks", "lists", "notes"] as const;

type SearchDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnlineNow = () => onlineManager.isOnline();

/**
 * The search dialog (loaded on demand by search-button.tsx): a combobox over a listbox of results
 * grouped by kind — arrows move, Enter opens, Esc closes. Asks the server once typing pauses; offline,
 * or when the request gets no answer, matches what this device holds (local-search.ts) and says so.
 */
export function SearchDialog({ isOpen, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const listboxId = useId();
  // What was typed into the frame that stood in while this code loaded (search-frame.tsx).
  const [text, setText] = useState(searchDraft);
  // Mounted open: it replaces the frame in place, so no second opening animation.
  const [replacesFrame, setReplacesFrame] = useState(isOpen);
  if (replacesFrame && !isOpen) setReplacesFrame(false);
  const [includeTrash, setIncludeTrash] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  // Enter pressed before the typed text's results came: the first of them opens when they do.
  const [isEnterPending, setIsEnterPending] = useState(false);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const isOnline = useSyncExternalStore(subscribeOnline, isOnlineNow);
  const server = useSearchResults({ q, includeTrash }, q !== "" && isOnline);
  // No answer at all (not a refusal): the device is offline whatever navigator.onLine says.
  const isLocal = q !== "" && (!isOnline || (server.isError && !(server.error instanceof ApiError)));
  const localResults = useMemo(
    () => (isLocal ? searchLocally(queryClient, q, includeTrash) : undefined),
    [isLocal, queryClient, q, includeTrash],
  );
  const isEmpty = q === "" || text.trim() === "";
  const results: SearchResults | undefined = isEmpty ? undefined : (localResults ?? server.data);
  const terms = useMemo(() => searchTerms(q), [q]);
  const isSettling = text.trim() !== q || (server.isFetching && !isLocal);
  const options = useMemo(() => (results ? GROUPS.flatMap((group) => results[group].results) : []), [results]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // A new list of results starts at its first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of options is the trigger
  useEffect(() => setActiveIndex(0), [options]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setText("");
      setIsEnterPending(false);
    }
    onOpenChange(next);
  };

  const openResult = (result: SearchResult) => {
    handleOpenChange(false);
    navigate(localePath(resultPath(result)));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + count) % count);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const result = options[activeIndex];
      if (isSettling) setIsEnterPending(true);
      else if (result) openResult(result);
    }
  };

  useEffect(() => {
    if (!isEnterPending || isSettling) return;
    setIsEnterPending(false);
    const first = options[0];
    if (first) openResult(first);
  });
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogContent
        closeLabel={t("dialog.close")}
        className={replacesFrame ? `${searchDialogClass} data-[state=open]:animate-none` : searchDialogClass}
        onOpenAutoFocus={(event) => {
          // Radix would select the field's text: what the frame carried over goes on, caret at the end.
          event.preventDefault();
          const field = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>("[data-search-field]");
          field?.focus();
          field?.setSelectionRange(field.value.length, field.value.length);
        }}
        onCloseAutoFocus={(event) => {
          // Opened through the frame, the dialog mounted after the opener lost focus: search-open.ts knows it.
          event.preventDefault();
          returnFocusFromSearch();
        }}
      >
        <DialogTitle className="sr-only">{t("dialog.title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("dialog.description")}</DialogDescription>
        <div className="flex items-center gap-2 border-b px-4 pr-12">
          <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <input
            data-search-field
            role="combobox"
            aria-label={t("dialog.inputLabel")}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t("dialog.placeholder")}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
        </div>
        <label className="flex items-center gap-2 border-b px-4 py-2 text-sm">
          <input
            type="checkbox"
            checked={includeTrash}
            onChange={(event) => setIncludeTrash(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t("dialog.includeTrash")}
        </label>
        <SearchStatus
          query={q}
          results={results}
          isSettling={isSettling}
          isLocal={isLocal}
          error={server.error instanceof ApiError ? server.error : null}
        />
        <SearchListbox
          id={listboxId}
          results={results}
          terms={terms}
          activeIndex={activeIndex}
          optionId={optionId}
          onOpen={openResult}
          onHover={setActiveIndex}
        />
      </DialogContent>
    </Dialog>
  );
}
