import type { Locale } from "../../shared/constants.ts";

/** What a password reset or change took away: the API tokens revoked and whether a calendar feed went. */
export type RevokedCredentials = { apiTokens: number; calendarFeed: boolean };

/**
 * What the mail confirming a password reset or change says was revoked: the sessions signed out, and the
 * API tokens and calendar link — or, when the person kept those (a change with the option off), that
 * they still work.
 */
export type Revocation = {
  sessions: "all" | "others" | "none";
  credentials: RevokedCredentials | "kept";
};

type Words = {
  lead: string;
  sessions: Record<"all" | "others", string>;
  tokens: (count: number) => string;
  feed: string;
  and: string;
  nothingToRevoke: string;
  kept: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    lead: "For your safety we",
    sessions: { all: "signed out every device", others: "signed out every other device" },
    tokens: (count) => (count === 1 ? "revoked your API token" : `revoked your ${count} API tokens`),
    feed: "turned off your calendar link",
    and: "and",
    nothingToRevoke: "You had no API tokens or calendar link to revoke.",
    kept: "Your API tokens and your calendar link still work; revoke them in Settings if you no longer trust them.",
  },
  sk: {
    lead: "Z bezpečnostných dôvodov sme",
    sessions: { all: "odhlásili všetky zariadenia", others: "odhlásili všetky ostatné zariadenia" },
    tokens: (count) => {
      const form = new Intl.PluralRules("sk").select(count);
      if (form === "one") return "zneplatnili váš API token";
      return form === "few" ? `zneplatnili vaše ${count} API tokeny` : `zneplatnili vašich ${count} API tokenov`;
    },
    feed: "vypli odkaz na váš kalendár",
    and: "a",
    nothingToRevoke: "API tokeny ani odkaz na kalendár ste nemali.",
    kept: "Vaše API tokeny a odkaz na kalendár naďalej fungujú; ak im už nedôverujete, zneplatnite ich v Nastaveniach.",
  },
};

/** The sentences, in the account's language, e.g. "For your safety we signed out every device and revoked your 2 API tokens." */
export function revocationText(locale: Locale, { sessions, credentials }: Revocation): string {
  const words = WORDS[locale];
  const done: string[] = [];
  if (sessions !== "none") done.push(words.sessions[sessions]);
  if (credentials !== "kept") {
    if (credentials.apiTokens > 0) done.push(words.tokens(credentials.apiTokens));
    if (credentials.calendarFeed) done.push(words.feed);
  }
  const sentences: string[] = [];
  if (done.length > 0) sentences.push(`${words.lead} ${joinWithAnd(done, words.and)}.`);
  if (credentials === "kept") sentences.push(words.kept);
  else if (credentials.apiTokens === 0 && !credentials.calendarFeed) sentences.push(words.nothingToRevoke);
  return sentences.join(" ");
}

function joinWithAnd(parts: string[], and: string): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}
