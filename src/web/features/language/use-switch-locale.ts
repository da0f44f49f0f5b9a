import type { Locale } from "@shared/constants";
import { useLocation, useNavigate } from "react-router";
import { loadCatalogues } from "@/lib/i18n";
import { switchLocalePath } from "@/lib/locale-path";
import { storeLocale } from "./language-storage";

/**
 * Switches the language: stores the choice and opens the same route (query and hash kept) in that
 * language, once its texts are loaded. `state` goes with the new history entry (the other language's screen mounts afresh).
 */
export function useSwitchLocale(): (to: Locale, state?: unknown) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (to: Locale, state?: unknown) => {
    storeLocale(to);
    const target = switchLocalePath(location, to);
    // The other language's texts are a chunk of their own: navigate once they are here (at once after
    // the first switch), so the page changes language in one step.
    void loadCatalogues(to).finally(() => navigate(target, state === undefined ? undefined : { state }));
  };
}
