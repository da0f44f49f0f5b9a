// What `npm start` does before serving (scripts/start.mjs): build, or serve the build already in dist/.
// Plain JavaScript, not TypeScript: it also runs in a production install (`npm ci --omit=dev`), which has
// neither tsx nor a TypeScript compiler. Types for the tests: start-decision.d.mts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Written into dist/ after a successful build: the hash of the inputs it was built from. */
export const STAMP_FILE = "dist/build-stamp.json";

/**
 * What the build reads. Folders are taken whole (but tests, which no build reads): a file the build
 * does not need only costs a needless rebuild, while one it needs and is missing here would serve a
 * stale build. package-lock.json stands for node_modules (`npm ci` installs exactly it).
 */
export const BUILD_INPUTS = [
  "src",
  "scripts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.base.json",
  "tsconfig.json",
  "tsconfig.server.json",
  "tsconfig.server.build.json",
];

/** Files every complete build has; their modification times are kept in the stamp (see isStampValid). */
export const BUILD_OUTPUTS = ["dist/node/server/main.js", "dist/web/index.html"];

const SKIPPED = /\.test\.[cm]?[jt]sx?$|^\.|~$/;

/** A SHA-256 over the paths and contents of every build input under root, in a stable order. */
export function hashBuildInputs(root) {
  const hash = createHash("sha256");
  for (const relative of BUILD_INPUTS.flatMap((input) => listFiles(root, input)).sort()) {
    hash.update(`${relative}\0`);
    hash.update(readFileSync(path.join(root, relative)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function listFiles(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.test(entry.name))
    .flatMap((entry) => {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) return listFiles(root, child);
      return entry.isFile() ? [child] : [];
    });
}

/**
 * Whether the development dependencies (the build's tools) are installed under root: all of them, as
 * `npm ci` installs them. Some, such as vite or typescript, are also other packages' peers, which a
 * production install (`npm ci --omit=dev`) installs too: one of them says nothing.
 */
export function hasBuildTools(root) {
  let devDependencies;
  try {
    devDependencies = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).devDependencies ?? {};
  } catch {
    return false;
  }
  const names = Object.keys(devDependencies);
  return names.length > 0 && names.every((name) => existsSync(path.join(root, "node_modules", name, "package.json")));
}

function hasBuild(root) {
  return BUILD_OUTPUTS.every((file) => existsSync(path.join(root, file)));
}

function outputTimes(root) {
  return Object.fromEntries(BUILD_OUTPUTS.map((file) => [file, statSync(path.join(root, file)).mtimeMs]));
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8"));
  } catch {
    return null;
  }
}

/**
 * The stamp vouches for dist/ only if it names these inputs and the outputs are the ones it saw: a
 * build run by hand (`npm run build`) rewrites them, and the stamp no longer says what they were built from.
 */
function isStampValid(stamp, inputs, root) {
  if (!stamp || stamp.inputs !== inputs || typeof stamp.outputs !== "object" || stamp.outputs === null) return false;
  const now = outputTimes(root);
  return BUILD_OUTPUTS.every((file) => stamp.outputs[file] === now[file]);
}

/**
 * What to do: `{ action: "serve" | "build" | "fail", reason, inputs? }`. Without the build tools the
 * build in dist/ is served as it is (a production install cannot build), or start fails if there is
 * none; with them, dist/ is rebuilt unless its stamp matches the inputs' hash. `rebuild` forces a build.
 */
export function decideStart(root, { rebuild = false } = {}) {
  if (!hasBuildTools(root)) {
    if (hasBuild(root)) {
      return { action: "serve", reason: "no build tools installed (production install): serving dist/ as it is" };
    }
    return {
      action: "fail",
      reason:
        "dist/ holds no build, and this install cannot make one: the build tools (development dependencies) " +
        "are not installed, as after `npm ci --omit=dev`. Copy a built dist/ here (README → Operating Poriadok), " +
        "or install everything (`npm ci`) and start again.",
    };
  }
  const inputs = hashBuildInputs(root);
  if (rebuild) return { action: "build", reason: "rebuild asked for (--rebuild)", inputs };
  if (!hasBuild(root)) return { action: "build", reason: "no build in dist/ yet", inputs };
  if (!isStampValid(readStamp(root), inputs, root)) {
    return { action: "build", reason: "sources changed since the last build", inputs };
  }
  return { action: "serve", reason: "sources unchanged since the last build", inputs };
}

/** Before a build: a build that fails half-way must not look finished. */
export function forgetStamp(root) {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** After a successful build of `inputs` (the hash taken before it started). */
export function writeStamp(root, inputs) {
  const stamp = { inputs, outputs: outputTimes(root), builtAt: new Date().toISOString() };
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}
