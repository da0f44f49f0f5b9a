import { STORAGE_KEYS, type Theme } from "@shared/constants";
import { parseTheme } from "@shared/preferences";

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
