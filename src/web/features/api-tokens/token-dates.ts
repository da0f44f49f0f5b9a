import type { ApiToken } from "@shared/schemas/api-tokens";
import type { TFunction } from "i18next";
import { parseDate } from "@/lib/format-date";

/** The three facts the list tells about a token, worded in the page's language. */
export type TokenDates = { created: string; lastUsed: string; expiry: string; isExpired: boolean };

/**
 * A day with its month's name as the page's language writes it ("3 Mar 2027", "3. 3. 2027"): the locale
 * is the namespace's own `dateLocale` (en-GB, not en-US's "Mar 3, 2027"). Last use also gets the time,
 * which is what someone checking whether their script ran wants to see.
 */
export function formatTokenDate(date: Date, dateLocale: string, withTime = false): string {
  return new Intl.DateTimeFormat(dateLocale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  }).format(date);
}

/** Whether the token has stopped working by `now` (a token without an expiry never does). */
export function isTokenExpired(expiresAt: string | null, now: Date): boolean {
  const expiry = expiresAt === null ? null : parseDate(expiresAt);
  return expiry !== null && expiry.getTime() <= now.getTime();
}

/** "Created 23 Nov 2026", "Never used" / "Last used …", "Never expires" / "Expires …" / "Expired". */
export function describeTokenDates(token: ApiToken, now: Date, t: TFunction): TokenDates {
  const dateLocale = t("api-tokens:dateLocale");
  const format = (text: string, withTime = false) => {
    const date = parseDate(text);
    return date ? formatTokenDate(date, dateLocale, withTime) : text;
  };
  const isExpired = isTokenExpired(token.expiresAt, now);
  let expiry = t("api-tokens:list.neverExpires");
  if (isExpired) expiry = t("api-tokens:list.expired");
  else if (token.expiresAt !== null) expiry = t("api-tokens:list.expires", { date: format(token.expiresAt) });
  return {
    created: t("api-tokens:list.created", { date: format(token.createdAt) }),
    lastUsed:
      token.lastUsedAt === null
        ? t("api-tokens:list.neverUsed")
        : t("api-tokens:list.lastUsed", { date: format(token.lastUsedAt, true) }),
    expiry,
    isExpired,
  };
}
