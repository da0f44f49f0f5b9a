import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../../shared/constants.ts";

/** The app's error texts (errors.json) per language, as the build wrote them beside the prerendered pages. */
export type ErrorTexts = Record<Locale, unknown>;

/** When the build has no texts (older, or a test's bare build): the English words of the generic refusal. */
const NO_TEXTS = "The request could not be completed. Please try again.";

/**
 * Reads `prerendered/error-texts-<lang>.json` (scripts/vite-prerender.ts writes them from the app's
 * catalogues), so the form answered without JavaScript says what the app says, in the same words.
 */
export function readErrorTexts(webDir: string): ErrorTexts {
  const read = (language: Locale): unknown => {
    const file = path.join(webDir, "prerendered", `error-texts-${language}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as unknown) : null;
  };
  return { en: read("en"), sk: read("sk") };
}

/** The text of an "errors:…" key in the language; the generic text for a key the catalogue lacks. */
export function errorText(texts: ErrorTexts, language: Locale, key: string): string {
  const catalogue = texts[language];
  return lookUp(catalogue, key.replace(/^errors:/, "")) ?? lookUp(catalogue, "auth.generic") ?? NO_TEXTS;
}

function lookUp(catalogue: unknown, dottedKey: string): string | null {
  let node: unknown = catalogue;
  for (const part of dottedKey.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : null;
}
