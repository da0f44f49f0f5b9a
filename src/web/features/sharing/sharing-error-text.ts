import type { Locale } from "@shared/constants";
import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/** A key ending in "_many" would read as a Slovak plural form (i18next's suffixes): its text is named otherwise. */
const TEXT_KEYS: Partial<Record<string, string>> = { sharing_too_many: "sharing_list_full" };

/**
 * The text of a failed sharing request. The sharing refusals (sharing_self, sharing_too_many …) are
 * met only on these screens, so their texts live in the sharing namespace, loaded with them — in
 * errors.json they would ride in every page's first load (/home's budget). Any other code (not_found,
 * rate_limited …) is the shared errors.json's; no answer at all is the network's text.
 */
export function sharingErrorText(t: TFunction, error: unknown, locale: Locale = "en"): string {
  if (!(error instanceof ApiError)) return t("errors:network");
  const key = TEXT_KEYS[error.code] ?? error.code;
  const when = error.retryAfterSeconds === null ? t("sharing:invite.later") : inTime(error.retryAfterSeconds, locale);
  return t([`sharing:errors.${key}`, `errors:${error.code}`], { when, defaultValue: t("errors:internal") });
}

/** A wait as the language says it ("in 40 minutes", "o 3 hodiny"), rounded up to whole minutes or hours. */
function inTime(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60 ? format.format(minutes, "minute") : format.format(Math.ceil(minutes / 60), "hour");
}
