import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Skeleton } from "@/components/ui/skeleton";
import { closeSearch, returnFocusFromSearch, searchDraft, setSearchDraft } from "../search-open";

/** The search dialog's classes, shared so the frame stands where the dialog will. */
export const searchDialogClass = "top-[12%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl";

/**
 * Search as it opens before its code is in (search-button.tsx): the dialog's frame with a real field,
 * so what is typed shows and stays (search-open.ts hands it to the dialog), and skeleton rows where
 * the results will be. Texts from the first load's catalogue: the dialog's own load with its code.
 */
export function SearchFrame() {
  const { t } = useTranslation("common");
  const close = () => {
    closeSearch();
    returnFocusFromSearch();
  };
  return (
    <DialogFrame
      label={t("dialogFrame.search")}
      closeLabel={t("dialogFrame.close")}
      onClose={close}
      className={searchDialogClass}
    >
      <div className="flex items-center gap-2 border-b px-4 pr-12">
        <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <input
          data-autofocus
          data-search-field
          aria-label={t("dialogFrame.searchField")}
          defaultValue={searchDraft()}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSearchDraft(event.target.value)}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
      </div>
      <div aria-hidden className="grid gap-2 px-4 py-3">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    </DialogFrame>
  );
}
