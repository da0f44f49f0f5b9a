import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Plugin } from "vite";

/** One output chunk: its size, what it imports, and the modules rendered into it. */
type ChunkReport = {
  file: string;
  bytes: number;
  brotliBytes: number;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; bytes: number }[];
};

/**
 * `npm run analyze`: writes `bundle-report.json` and `bundle-report.txt` into `reportDir` — every chunk
 * with its raw and brotli size, the modules inside it (rendered bytes, largest first, grouped by
 * package), and for the entry and each lazily loaded chunk the total JS a browser downloads to run it
 * (the chunk and everything it imports statically). Built on the bundle Vite hands to plugins, so it
 * needs no dependency and sees exactly what ships.
 */
export function bundleReport(reportDir: string): Plugin {
  return {
    name: "poriadok:bundle-report",
    apply: "build",
    async generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          file: output.fileName,
          bytes: Buffer.byteLength(output.code),
          brotliBytes: brotliSize(output.code),
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: shortModuleId(id), bytes: module.renderedLength }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      chunks.sort((a, b) => b.bytes - a.bytes);
      await mkdir(reportDir, { recursive: true });
      await writeFile(path.join(reportDir, "bundle-report.json"), JSON.stringify(chunks, null, 2));
      await writeFile(path.join(reportDir, "bundle-report.txt"), formatReport(chunks));
    },
  };
}

function brotliSize(code: string): number {
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** `…/node_modules/better-auth/dist/x.mjs` → `better-auth/dist/x.mjs`; the app's own files relative to the repo. */
function shortModuleId(id: string): string {
  const cleaned = id.replace(/\0/g, "").replace(/\?.*$/, "");
  const nodeModules = cleaned.lastIndexOf("node_modules/");
  if (nodeModules >= 0) return cleaned.slice(nodeModules + "node_modules/".length);
  return path.relative(process.cwd(), cleaned) || cleaned;
}

/** The package a module belongs to (`@scope/name` or `name`), or `app:<folder>` for the app's own code. */
function packageOf(moduleId: string): string {
  if (moduleId.startsWith("src/")) return `app:${moduleId.split("/").slice(0, 3).join("/")}`;
  const parts = moduleId.split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? moduleId);
}

/** The chunk and every chunk it imports statically, transitively: what runs before it can. */
function staticClosure(file: string, byFile: Map<string, ChunkReport>): ChunkReport[] {
  const seen = new Map<string, ChunkReport>();
  const visit = (name: string) => {
    const chunk = byFile.get(name);
    if (!chunk || seen.has(name)) return;
    seen.set(name, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(file);
  return [...seen.values()];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function formatReport(chunks: ChunkReport[]): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const lines: string[] = ["# Load cost: a chunk plus everything it imports statically (raw / brotli)", ""];
  const roots = chunks.filter((chunk) => chunk.isEntry || chunks.some((c) => c.dynamicImports.includes(chunk.file)));
  for (const root of roots) {
    const closure = staticClosure(root.file, byFile);
    const raw = closure.reduce((sum, chunk) => sum + chunk.bytes, 0);
    const br = closure.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
    lines.push(`${root.isEntry ? "ENTRY " : ""}${root.file}: ${kb(raw)} / ${kb(br)} in ${closure.length} files`);
  }
  lines.push("", "# Chunks (raw / brotli), their packages and largest modules", "");
  for (const chunk of chunks) {
    lines.push(`## ${chunk.file} — ${kb(chunk.bytes)} / ${kb(chunk.brotliBytes)}`);
    const packages = new Map<string, number>();
    for (const module of chunk.modules) {
      const name = packageOf(module.id);
      packages.set(name, (packages.get(name) ?? 0) + module.bytes);
    }
    for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      lines.push(`   ${kb(bytes).padStart(10)}  ${name}`);
    }
    lines.push("   largest modules:");
    for (const module of chunk.modules.slice(0, 12)) lines.push(`   ${kb(module.bytes).padStart(10)}  ${module.id}`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
