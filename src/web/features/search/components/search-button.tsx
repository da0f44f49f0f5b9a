import { Search } from "lucide-react";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ControlTooltip } from "@/components/layout/control-tooltip";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { useOnDemand } from "@/lib/use-on-demand";
import { isSearchShortcut } from "../is-search-shortcut";
import { searchDialog } from "../load-search-dialog";
import { setSearchOpen, useSearchOpen } from "../search-open";

/**
 * The header's search button and the keys that open search (`/`, Ctrl/⌘+K). This is all of search in
 * a page's first load: the dialog, its logic and its texts load when it is first opened, or as the
 * pointer or focus reaches the button.
 */
export function SearchButton() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const dialog = useOnDemand(searchDialog);
  const isOpen = useSearchOpen();
  const { load: loadDialog, preload: preloadDialog } = dialog;

  const preload = () => {
    preloadDialog();
    searchDialog
      .load()
      .then((module) => module.loadSearchTexts(locale))
      .catch(() => undefined); // quiet: opening asks again and says so
  };

  const open = useCallback(() => {
    loadDialog()
      .then((module) => module?.loadSearchTexts(locale).then(() => setSearchOpen(true)))
      .catch(() => showErrorToast(t, "errors:network"));
  }, [loadDialog, locale, t]);

  // Opened from the loading frame's header, which this one replaced while the dialog's code came in.
  useEffect(() => {
    if (isOpen && !dialog.module) preloadDialog();
  }, [isOpen, dialog.module, preloadDialog]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [open]);

  return (
    <>
      <ControlTooltip label={t("appNav.search")}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("appNav.search")}
          aria-keyshortcuts="/ Control+K Meta+K"
          aria-haspopup="dialog"
          aria-busy={dialog.isLoading || undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={open}
        >
          <Search aria-hidden />
        </Button>
      </ControlTooltip>
      {dialog.module ? <dialog.module.SearchDialog isOpen={isOpen} onOpenChange={setSearchOpen} /> : null}
    </>
  );
}
