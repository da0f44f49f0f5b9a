import { type Manifest, modulePreload, withModulePreloads } from "./vite-manifest.ts";

/**
 * The signed-in screens whose page names, in its HTML, the session request and the screen's code, so
 * that they download in the first wave beside the entry rather than one wave after another once the
 * entry has run (docs/decisions/014, "/home"). `module` is the screen's key in Vite's manifest. The
 * screens' data requests are not preloaded: for a visitor who is signed out they would be 401s (errors
 * in the console) before the app sends them to sign in.
 */
const SIGNED_IN_SCREENS: { route: string; module: string }[] = [
  { route: "home", module: "app/routes/home.tsx" },
  { route: "today", module: "app/routes/today.tsx" },
  { route: "settings", module: "app/routes/settings.tsx" },
  { route: "statistics", module: "app/routes/statistics.tsx" },
  { route: "planner", module: "app/routes/planner.tsx" },
  { route: "trash", module: "app/routes/trash.tsx" },
  { route: "archive", module: "app/routes/archive.tsx" },
  { route: "admin", module: "app/routes/admin.tsx" },
  { route: "shopping/:id", module: "app/routes/shopping-list.tsx" },
];

/**
 * Every signed-in screen asks for the session first (RequireSession), before its own code is even there.
 * `crossorigin` (anonymous) is what a same-origin `fetch()` with default options matches, so the app's
 * request (fetch-session.ts) takes the preloaded answer. It answers 200 (null) to a visitor, no error.
 */
const SESSION_PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">';

/** A page for a signed-in screen in one language: its key ("sk:shopping/:id", signedInPageKey) and its HTML. */
export type SignedInPage = { key: string; html: string };

const LANGUAGES = ["en", "sk"] as const;

/**
 * The language catalogues' chunks, which index.html's inline script preloads (scripts/vite-catalogue-preload.ts).
 * That script runs only once the stylesheet is in, which on a slow network puts the texts (which the
 * first render waits for) behind every other download, so these pages name the page's language at once.
 */
function catalogueFiles(indexHtml: string): Partial<Record<string, string>> {
  const files = /var files = (\{[^}]*\})/.exec(indexHtml)?.[1];
  return files ? (JSON.parse(files) as Record<string, string>) : {};
}

/**
 * index.html for each signed-in screen in each language with preload hints: the session and the page's
 * texts before the entry (the first render waits for both), and `modulepreload` for the screen's chunks
 * that `indexHtml` does not already name (it may name the app's, app-preloads.ts). Only link tags are
 * added, so the inline scripts (and the CSP hashes taken from index.html) stay as they are. A build
 * without a manifest gets no pages (index.html everywhere, as before).
 */
export function signedInPages(indexHtml: string, manifest: Manifest | null): SignedInPage[] {
  if (!manifest || !indexHtml.includes('<script type="module"')) return [];
  const catalogues = catalogueFiles(indexHtml);
  const screens = SIGNED_IN_SCREENS.filter(({ module }) => manifest[module]);
  return screens.flatMap(({ route, module }) => {
    const withChunks = withModulePreloads(indexHtml, manifest, module);
    return LANGUAGES.map((language) => {
      const catalogue = catalogues[language];
      const first = [SESSION_PRELOAD, ...(catalogue ? [modulePreload(catalogue)] : [])];
      const html = withChunks.replace('<script type="module"', `${first.join("\n    ")}\n    <script type="module"`);
      return { key: `${language}:${route}`, html };
    });
  });
}

/** Each screen's route as a pattern of the path within a language root, built once (asked on every page load). */
const SCREEN_PATTERNS = SIGNED_IN_SCREENS.map(({ route }) => ({
  route,
  pattern: new RegExp(`^${route.replace(":id", "[^/]+")}$`),
}));

/** The key of the signed-in screen's page at `pathname` ("/sk/shopping/3" → "sk:shopping/:id"), if it is one. */
export function signedInPageKey(pathname: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const language = segments[0] === "sk" ? "sk" : "en";
  const relative = (language === "sk" ? segments.slice(1) : segments).join("/");
  const screen = SCREEN_PATTERNS.find(({ pattern }) => pattern.test(relative));
  return screen ? `${language}:${screen.route}` : undefined;
}
