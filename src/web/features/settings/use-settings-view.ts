import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { parseSettingsView, type SettingsLocationState, type SettingsView } from "./settings-view";

/**
 * The open subview lives in the query string (?view=account), so reload, Back and Forward work.
 * `lastView` is the subview seen most recently, so the menu can put focus back on its entry.
 */
export function useSettingsView() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = parseSettingsView(searchParams.get("view"));
  const [lastView, setLastView] = useState<SettingsView | null>(view);
  if (view !== null && view !== lastView) setLastView(view);

  const isFromMenu = (location.state as SettingsLocationState)?.fromMenu === true;

  const backToMenu = () => {
    // Opened from the menu: step back to that history entry. Opened by a link or reload: replace it.
    if (isFromMenu) navigate(-1);
    else navigate({ search: "" }, { replace: true });
  };

  return { view, lastView, isFromMenu, backToMenu };
}
