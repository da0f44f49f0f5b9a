import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type ManifestChunk = { file: string; imports?: string[] };

/** Vite's build manifest (`build.manifest`): source module → its chunk and the chunks it imports statically. */
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null for a build without one (`/.vite/` is never a URL, serve-web-app.ts). */
export function readManifest(webDir: string): Manifest | null {
  const manifestFile = path.join(webDir, ".vite/manifest.json");
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : null;
}

/** The chunk files a chunk needs before it runs: itself and its static imports, recursively. */
export function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

export const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

/** `html` with a `modulepreload` at the end of its head for each of the module's chunks that it does not name yet. */
export function withModulePreloads(html: string, manifest: Manifest, module: string): string {
  const files = [...chunkFiles(manifest, module)].filter((file) => !html.includes(`/${file}"`));
  if (files.length === 0) return html;
  return html.replace("</head>", `  ${files.map((file) => modulePreload(`/${file}`)).join("\n    ")}\n  </head>`);
}
