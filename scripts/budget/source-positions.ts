import { existsSync, readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import type { CallFrame, ResolvedFrame, ResolveFrame } from "./long-task-breakdown.ts";

/**
 * Names a sampled function of the built app after its source: the build writes hidden source maps
 * beside its chunks (vite.config.ts; the server never serves them), so `/assets/home-Ab12.js:0:48213`
 * becomes `features/notes/components/note-card.tsx:41 NoteCard` in module `features/notes/…`, and a
 * package's code `react-dom/cjs/react-dom-client.production.js:8123 beginWork`. Without a map (another
 * origin, an inline script) the served file and V8's name stand.
 */
export function sourceMapResolver(webDir: string): ResolveFrame {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = path.join(webDir, `${file}.map`);
      maps.set(
        file,
        existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")) as SourceMapPayload) : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (frame: CallFrame): ResolvedFrame => {
    const served = servedPath(frame.url);
    const map = served ? mapOf(served) : null;
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !("originalSource" in entry) || !entry.originalSource) {
      const file = served ?? frame.url;
      return { location: `${file}:${frame.lineNumber + 1} ${frame.functionName || "(anonymous)"}`, module: file };
    }
    const module = readableSource(entry.originalSource);
    // Node's typings predate the mapping's name (given since Node 20), hence the widening.
    const mappedName = (entry as { name?: string }).name;
    const name = frame.functionName.length > 2 ? frame.functionName : mappedName || frame.functionName || "(anonymous)";
    return { location: `${module}:${entry.originalLine + 1} ${name}`, module };
  };
}

/** The file's path inside the web build ("assets/home-Ab12.js"), or null for anything else. */
function servedPath(url: string): string | null {
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith("/assets/") ? pathname.slice(1) : null;
  } catch {
    return null;
  }
}

/** "../../node_modules/react-dom/cjs/x.js" → "react-dom/cjs/x.js"; "../../src/web/lib/x.ts" → "lib/x.ts". */
function readableSource(source: string): string {
  const inPackage = source.lastIndexOf("node_modules/");
  if (inPackage >= 0) return source.slice(inPackage + "node_modules/".length);
  return source.replace(/^(\.\.\/)+/, "").replace(/^src\/web\//, "");
}
