import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What this server is: package.json's version and the git commit it was built from. */
export type BuildInfo = { version: string; commit: string };

/** Written next to the built server by `scripts/write-build-info.mjs` (npm run build:server). */
export const BUILD_INFO_FILE = "build-info.json";
const COMMIT = /^[0-9a-f]{7,40}$/i;

/** The version in package.json, found by walking up from this file (works from src/ and from dist/). */
export function readVersion(): string {
  const root = packageRoot();
  if (!root) return "0.0.0";
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

/**
 * The git commit, from the first that knows it: the environment (POR_COMMIT or SOURCE_COMMIT, for a
 * container built without its .git; config.ts checks the value), build-info.json written at build
 * time, or — running from the sources, as in development — `git rev-parse HEAD`. "unknown" otherwise.
 */
export function readCommit(fromEnvironment: string | null): string {
  if (fromEnvironment) return fromEnvironment.toLowerCase();
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/node/server/version.js → dist/node/build-info.json
  const infoFile = path.join(here, "..", BUILD_INFO_FILE);
  if (existsSync(infoFile)) {
    try {
      const { commit } = JSON.parse(readFileSync(infoFile, "utf8")) as { commit?: unknown };
      if (typeof commit === "string" && COMMIT.test(commit)) return commit.toLowerCase();
    } catch {
      // A damaged file says nothing; the commit is unknown.
    }
    return "unknown";
  }
  return commitOfWorkingTree(packageRoot()) ?? "unknown";
}

export function readBuildInfo(commitFromEnvironment: string | null): BuildInfo {
  return { version: readVersion(), commit: readCommit(commitFromEnvironment) };
}

/** The first 7 characters, as git shows a commit; "unknown" stays as it is. */
export function shortCommit(commit: string): string {
  return COMMIT.test(commit) ? commit.slice(0, 7) : commit;
}

function commitOfWorkingTree(root: string | null): string | null {
  if (!root || !existsSync(path.join(root, ".git"))) return null;
  try {
    const out = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      timeout: 2_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return COMMIT.test(out) ? out.toLowerCase() : null;
  } catch {
    return null;
  }
}

function packageRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "package.json");
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "poriadok" && pkg.version) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
