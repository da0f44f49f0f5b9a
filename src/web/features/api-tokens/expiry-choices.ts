import type { ApiTokenScope } from "@shared/schemas/api-tokens";
import type { TFunction } from "i18next";

/** The expiries the form offers, in days; null is a token that never expires. */
export const EXPIRY_CHOICES = [30, 90, 365, null] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/**
 * 90 days unless the person chooses otherwise: long enough that a home automation does not break
 * every month, short enough that a forgotten token does not work for ever.
 */
export const DEFAULT_EXPIRY: ExpiryChoice = 90;

/** What the form offers for a scope until the person picks an expiry: an app password (CalDAV) never expires. */
export function expiryForScope(scope: ApiTokenScope): ExpiryChoice {
  return scope === "caldav" ? null : DEFAULT_EXPIRY;
}

/** A select's value for a choice ("never" for null) and back. */
export const expiryValue = (choice: ExpiryChoice): string => (choice === null ? "never" : String(choice));
const CHOICE_BY_VALUE = new Map<string, ExpiryChoice>(EXPIRY_CHOICES.map((choice) => [expiryValue(choice), choice]));
export function parseExpiryValue(value: string): ExpiryChoice {
  // `has`, not `??`: the choice for "never" is null.
  return CHOICE_BY_VALUE.has(value) ? (CHOICE_BY_VALUE.get(value) as ExpiryChoice) : DEFAULT_EXPIRY;
}

/** "In 30 days", "In 1 year", "Never" — "30 dní", "1 rok", "Neobmedzená". */
export function expiryLabel(choice: ExpiryChoice, t: TFunction): string {
  if (choice === null) return t("api-tokens:create.expiryNever");
  if (choice === 365) return t("api-tokens:create.expiryYear");
  return t("api-tokens:create.expiryDays", { count: choice });
}
