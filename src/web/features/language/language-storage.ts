import { type Locale, STORAGE_KEYS } from "@shared/constants";
import { parseLocale } from "@shared/preferences";

/**
 * Marks the language switch (its value: the language it switches to), so the boot module can switch on a
 * prerendered page before the app has taken over (app/takeover/static-controls.ts).
 */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** The stored language; only 'en' and 'sk' are accepted, anything else means 'en'. */
export function readStoredLocale(storage: Pick<Storage, "getItem"> = localStorage): Locale {
  try {
    return parseLocale(storage.getItem(STORAGE_KEYS.language));
  } catch {
    return parseLocale(null);
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Without storage the URL prefix still carries the language.
  }
}
