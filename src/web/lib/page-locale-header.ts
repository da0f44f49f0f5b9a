import type { Locale } from "@shared/constants";
import { PAGE_LOCALE_HEADER } from "@shared/schemas/account";

/**
 * Better Auth fetch options that tell the server the page's language: a mail this request makes
 * (reset, confirmation, e-mail change) is written in it, whatever the account's stored language.
 */
export function inPageLanguage(locale: Locale) {
  return { headers: { [PAGE_LOCALE_HEADER]: locale } };
}
