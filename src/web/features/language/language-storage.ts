import { type Locale, STORAGE_KEYS } from "@shared/constants";
import { parseLocale } from "@shared/preferences";

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
