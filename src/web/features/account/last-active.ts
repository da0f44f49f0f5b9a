import type { Locale } from "@shared/constants";
import { SESSION_RENEWAL_SECONDS, type SignedInSession } from "@shared/schemas/signed-in-sessions";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a session was last active, as the list says it; the words come from the caller's texts. */
export type LastActive = { kind: "now" } | { kind: "recently" } | { kind: "ago"; when: string };

/**
 * A session is renewed on its first request an hour (SESSION_RENEWAL_SECONDS) after the last renewal,
 * so `updatedAt` dates its last activity to within that hour: "in the last hour" while it is that
 * recent, then the time since in the page's language ("3 hours ago", "pred 3 hodinami", "včera").
 */
export function lastActive(session: SignedInSession, now: Date, locale: Locale): LastActive {
  if (session.current) return { kind: "now" };
  const elapsed = now.getTime() - new Date(session.updatedAt).getTime();
  if (elapsed < SESSION_RENEWAL_SECONDS * 1000) return { kind: "recently" };
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const when =
    elapsed < DAY_MS
      ? format.format(-Math.floor(elapsed / HOUR_MS), "hour")
      : format.format(-Math.floor(elapsed / DAY_MS), "day");
  return { kind: "ago", when };
}
