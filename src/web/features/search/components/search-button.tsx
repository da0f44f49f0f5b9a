import type { Locale } from "@shared/constants";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ControlTooltip } from "@/components/layout/control-tooltip";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { takeUrlParam } from "@/lib/take-url-param";
import { isSearchShortcut } from "../is-search-shortcut";
import { searchDialog } from "../load-search-dialog";
import { closeSearch, openSearch, useSearchOpen } from "../search-open";
import { hasSearchTexts } from "../search-texts";
import { SearchFrame } from "./search-frame";

/**
 * The header's search button and the keys that open search (`/`, Ctrl/⌘+K). This is all of search in
 * a page's first load: the dialog, its logic and its texts load when the pointer or focus reaches the
 * button. Opening never waits for them: until they are
 * in, the dialog's frame (search-frame.tsx) stands in with a field that keeps what is typed.
 */
export function SearchButton() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const isOpen = useSearchOpen();
  // The dialog renders once its code and its texts are in (asked for here, or by another header's
  // button); the frame stands in until then.
  const [readyIn, setReadyIn] = useState<Locale | null>(null);
  const isReady = readyIn === locale || (searchDialog.loaded() !== undefined && hasSearchTexts(locale));

  const preload = () => {
    loadSearch(locale).catch(() => undefined); // quiet: opening asks again and says so
  };

  // Opened here or from the loading frame's header, which this one replaced while the code came in.
  useEffect(() => {
    if (!isOpen || isReady) return;
    let isCurrent = true;
    loadSearch(locale).then(
      () => isCurrent && setReadyIn(locale),
      () => {
        if (!isCurrent) return;
        showErrorToast(t, "errors:network");
        closeSearch();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, isReady, locale, t]);

  // The installed app's "Search" shortcut (manifest.webmanifest) opens /home?search=.
  useEffect(() => {
    if (takeUrlParam("search") !== null) openSearch();
  }, []);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);

  const Dialog = isReady ? searchDialog.loaded()?.SearchDialog : undefined;
  return (
    <>
      <ControlTooltip label={t("appNav.search")}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("appNav.search")}
          aria-keyshortcuts="/ Control+K Meta+K"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={openSearch}
        >
          <Search aria-hidden />
        </Button>
      </ControlTooltip>
      {Dialog ? (
        <Dialog isOpen={isOpen} onOpenChange={(next) => (next ? openSearch() : closeSearch())} />
      ) : isOpen ? (
        <SearchFrame />
      ) : null}
    </>
  );
}

function loadSearch(locale: Locale): Promise<void> {
  return searchDialog.load().then((module) => module.loadSearchTexts(locale));
}
