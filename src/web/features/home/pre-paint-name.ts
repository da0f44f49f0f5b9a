import { GREETING_NAME_META } from "@shared/constants";

/**
 * The first name the server put in /home's page for the greeting painted before any script
 * (src/server/static/home-frame.ts): "" for a user without one, null when the page carries none (another
 * page, or a visitor who is not signed in).
 */
export function prePaintFirstName(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${GREETING_NAME_META}"]`);
  return meta ? meta.content : null;
}
