import type { Locale } from "../../shared/constants.ts";
import { PAGE_LOCALE_HEADER } from "../../shared/schemas/account.ts";

/**
 * The language of the page a request came from (the web app sends it with every request that
 * makes a mail), so a reset asked for on /sk/auth arrives in Slovak whatever the account's setting.
 */
export function pageLocale(request: Request | undefined): Locale | null {
  const value = request?.headers.get(PAGE_LOCALE_HEADER);
  return value === "en" || value === "sk" ? value : null;
}
