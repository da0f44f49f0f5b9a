import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { AFTER_PAINT_PRELOADS_META, GREETING_NAME_META } from "../../shared/constants.ts";
import { escapeHtml } from "../escape-html.ts";

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

/** A `modulepreload` the server adds (vite-manifest.ts), with the whitespace before it. */
const ADDED_MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * /home's page: the frame in #root, so it paints before any script (docs/decisions/016). The chunks the
 * server names for preloading (the app's and the screen's, not the few index.html names itself) are
 * needed soon after that paint, not for it: they move into a meta tag that index.html's inline script
 * turns into `modulepreload`s once the page has painted, so that on a slow line the stylesheet does not
 * share it with ≈ 170 KB of code first.
 */
export function withHomeFrame(pageHtml: string, indexHtml: string, frame: string | undefined): string {
  if (frame === undefined || !pageHtml.includes(ROOT)) return pageHtml;
  const afterPaint: string[] = [];
  const withoutAdded = pageHtml.replace(ADDED_MODULE_PRELOAD, (tag, href: string) => {
    if (indexHtml.includes(tag.trim())) return tag;
    afterPaint.push(href);
    return "";
  });
  const meta = `<meta name="${AFTER_PAINT_PRELOADS_META}" content="${afterPaint.join(" ")}">`;
  return withoutAdded
    .replace("</head>", afterPaint.length > 0 ? `  ${meta}\n  </head>` : "</head>")
    .replace(ROOT, `<div id="root">${frame}</div>`);
}

/**
 * The page with the signed-in user's first name for index.html's pre-paint script, which writes the
 * greeting into the frame before the first paint ("" for a user without a first name: a greeting
 * without one). As an attribute of a meta tag, not a script, so the CSP's hashes stay those of index.html.
 */
export function withGreetingName(pageHtml: string, firstName: string): string {
  return pageHtml.replace(
    "</head>",
    `  <meta name="${GREETING_NAME_META}" content="${escapeHtml(firstName)}">\n  </head>`,
  );
}
