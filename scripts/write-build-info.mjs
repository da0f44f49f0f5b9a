// Writes build-info.json ({ "commit": "<git HEAD>" }) into the built server's directory (default
// dist/node), where src/server/version.ts reads it: the running server then knows its commit
// without git or the .git folder. Without git (a source archive), the commit is left out and the
// server says "unknown", unless POR_COMMIT or SOURCE_COMMIT is set when it runs.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const outDir = path.resolve(process.argv[2] ?? "dist/node");
let commit = null;
try {
  commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
} catch {
  commit = null;
}
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "build-info.json"),
  `${JSON.stringify({ commit, builtAt: new Date().toISOString() })}\n`,
);
