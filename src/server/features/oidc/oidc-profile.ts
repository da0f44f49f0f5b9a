import type { Locale } from "../../../shared/constants.ts";
import { FULL_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from "../../../shared/schemas/user-fields.ts";

/** What a new account takes from the provider's profile, as the sign-up form would give it. */
export type ProfileUserFields = { name: string; firstName: string; lastName: string; locale: Locale };

/** Control characters and lone surrogates (storable-text.ts refuses them in a name) go; one line, trimmed. */
function line(value: unknown, maxLength: number): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** The profile's `locale` claim ("sk", "sk-SK", "sk_SK") when it is one of ours. */
function localeFromClaim(value: unknown): Locale | null {
  if (typeof value !== "string") return null;
  const language = value.toLowerCase().split(/[-_]/)[0];
  return language === "sk" || language === "en" ? language : null;
}

/**
 * The user fields of an account made through the identity provider: first and last name from the
 * standard claims given_name and family_name, or the full `name` split at its first space; the
 * language of the page the sign-in started on, else the profile's, else English.
 */
export function profileUserFields(profile: Record<string, unknown>, pageLocale: Locale | null): ProfileUserFields {
  let firstName = line(profile.given_name, NAME_MAX_LENGTH);
  let lastName = line(profile.family_name, NAME_MAX_LENGTH);
  const fullName = line(profile.name, FULL_NAME_MAX_LENGTH);
  if (!firstName && !lastName && fullName) {
    const space = fullName.indexOf(" ");
    firstName = line(space < 0 ? fullName : fullName.slice(0, space), NAME_MAX_LENGTH);
    lastName = space < 0 ? "" : line(fullName.slice(space + 1), NAME_MAX_LENGTH);
  }
  return {
    name: fullName || `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    locale: pageLocale ?? localeFromClaim(profile.locale) ?? "en",
  };
}
