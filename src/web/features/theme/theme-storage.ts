import { STORAGE_KEYS, type Theme } from "@shared/constants";
import { parseTheme } from "@shared/preferences";

/**
 * Marks the theme toggle, so the boot module can switch the theme on a prerendered page before the app
 * has taken over (app/takeover/static-controls.ts), in the same frame as the tap.
 */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/** The stored theme, read with the same rule as index.html's pre-paint script. */
export function readStoredTheme(storage: Pick<Storage, "getItem"> = localStorage): Theme {
  try {
    return parseTheme(storage.getItem(STORAGE_KEYS.theme));
  } catch {
    // Storage can be unavailable (privacy modes); the default theme is the right answer then.
    return parseTheme(null);
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Not persisting is acceptable; the toggle still works for this page view.
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/** The theme the page shows now: its `dark` class, which the pre-paint script, the boot module and the app set. */
export function shownTheme(root: HTMLElement = document.documentElement): Theme {
  return root.classList.contains("dark") ? "dark" : "light";
}

/** Switches to the other theme and keeps it: what the toggle does, in the app and in the boot module alike. */
export function toggleShownTheme(): Theme {
  const next: Theme = shownTheme() === "dark" ? "light" : "dark";
  applyTheme(next);
  storeTheme(next);
  return next;
}
