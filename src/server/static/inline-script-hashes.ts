import { createHash } from "node:crypto";

/** An inline <script> (no src attribute) and its text, as the browser hashes it for the CSP. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions ('sha256-…') of every inline script in the built index.html: today the
 * pre-paint theme script. Computed from the file the server actually serves, at start-up, so an edit
 * to that script can never leave it blocked by a stale hash.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = ""]) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
  );
}
