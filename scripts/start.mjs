// `npm start`: build only when the sources changed since the last build (start-decision.mjs), then
// serve. A restart on an unchanged tree runs no build; a production install (`npm ci --omit=dev`,
// no build tools) serves the dist/ it was given. `npm start -- --rebuild` builds regardless.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { decideStart, forgetStamp, writeStamp } from "./start-decision.mjs";

const root = path.resolve(import.meta.dirname, "..");
const say = (message) => process.stderr.write(`npm start: ${message}\n`);

const decision = decideStart(root, { rebuild: process.argv.includes("--rebuild") });
if (decision.action === "fail") {
  say(decision.reason);
  process.exit(1);
}
say(decision.reason);
if (decision.action === "build") {
  forgetStamp(root);
  if (!runNpm(["run", "build"])) {
    say("the build failed; not starting");
    process.exit(1);
  }
  writeStamp(root, decision.inputs);
} else if (decision.inputs) {
  refreshCommit();
}

// In this process, not a child: SIGTERM from systemd, Docker or Ctrl-C reaches the server's own handlers.
process.chdir(root);
await import(pathToFileURL(path.join(root, "dist/node/server/main.js")).href);

/** npm itself, as the one running this script (npm_execpath), so the same npm builds. */
function runNpm(args) {
  const npmCli = process.env.npm_execpath;
  const result =
    npmCli && existsSync(npmCli)
      ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: "inherit" })
      : spawnSync("npm", args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  return result.status === 0;
}

/**
 * A commit made after the build changes no source (the build already had them), but the build info
 * still names the commit before it: write it again, without building (it is what /api/health shows).
 */
function refreshCommit() {
  const infoFile = path.join(root, "dist/node/build-info.json");
  let head;
  try {
    head = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return;
  }
  let built = null;
  try {
    built = JSON.parse(readFileSync(infoFile, "utf8")).commit;
  } catch {
    built = null;
  }
  if (built !== head.trim()) {
    spawnSync(process.execPath, [path.join(root, "scripts/write-build-info.mjs"), path.dirname(infoFile)], {
      cwd: root,
      stdio: "inherit",
    });
  }
}
