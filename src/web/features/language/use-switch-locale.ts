import type { Locale } from "@shared/constants";
import { useLocation, useNavigate } from "react-router";
import { storeLocale } from "./language-storage";
import { switchLocalePath } from "./locale-path";

/**
 * Switches the language: stores the choice and opens the same route (query and hash kept) in that
 * language. `state` goes with the new history entry (the other language's screen mounts afresh).
 */
export function useSwitchLocale(): (to: Locale, state?: unknown) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (to: Locale, state?: unknown) => {
    storeLocale(to);
    navigate(switchLocalePath(location, to), state === undefined ? undefined : { state });
  };
}
