import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { GREETING_NAME_META } from "../../shared/constants.ts";

const LANGUAGES = ["en", "sk"] as const;
type Language = (typeof LANGUAGES)[number];
const ROOT = '<div id="root"></div>';

/**
 * /home's loading frame as the build prerendered it in each language (scripts/vite-prerender.ts,
 * `prerendered/home-frame-<language>.html`): the markup that goes into #root. A build without it, or a
 * frame that holds a script (the CSP would block it), leaves /home's page as it is.
 */
export function readHomeFrames(webDir: string): Partial<Record<Language, string>> {
  const frames: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const file = path.join(webDir, "prerendered", `home-frame-${language}.html`);
    if (!existsSync(file)) continue;
    const markup = readFileSync(file, "utf8");
    if (!/<script\b/i.test(markup)) frames[language] = markup;
  }
  return frames;
}

/** The page with the frame in #root, so it paints before any script (docs/decisions/016). */
export function withHomeFrame(pageHtml: string, frame: string | undefined): string {
  return frame === undefined || !pageHtml.includes(ROOT)
    ? pageHtml
    : pageHtml.replace(ROOT, `<div id="root">${frame}</div>`);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * The page with the signed-in user's first name for index.html's pre-paint script, which writes the
 * greeting into the frame before the first paint ("" for a user without a first name: a greeting
 * without one). As an attribute of a meta tag, not a script, so the CSP's hashes stay those of index.html.
 */
export function withGreetingName(pageHtml: string, firstName: string): string {
  const content = firstName.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  return pageHtml.replace("</head>", `  <meta name="${GREETING_NAME_META}" content="${content}">\n  </head>`);
}
