import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decideStart, forgetStamp, hashBuildInputs, STAMP_FILE, writeStamp } from "./start-decision.mjs";

/**
 * `npm start` (scripts/start.mjs) on real files in a temporary project: a build only when an input
 * changed, none at all in a production install. The project's "build" counts its runs in a file and
 * its "server" prints a line and exits, so whole starts run in well under a second.
 */
let root: string;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const DEV_DEPENDENCIES = ["vite", "typescript", "@vitejs/plugin-react"];
const installBuildTools = () => {
  for (const name of DEV_DEPENDENCIES) write(`node_modules/${name}/package.json`, "{}");
};
const BUILD = `
const fs = require("node:fs");
if (process.env.FAIL_BUILD) process.exit(3);
const runs = fs.existsSync("builds") ? Number(fs.readFileSync("builds", "utf8")) : 0;
fs.writeFileSync("builds", String(runs + 1));
fs.mkdirSync("dist/node/server", { recursive: true });
fs.mkdirSync("dist/web", { recursive: true });
fs.writeFileSync("dist/node/server/main.js", "console.log('serving from', process.cwd());\\n");
fs.writeFileSync("dist/web/index.html", "<!doctype html>");
`;
const builds = () =>
  existsSync(path.join(root, "builds")) ? Number(readFileSync(path.join(root, "builds"), "utf8")) : 0;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "poriadok-start-"));
  const devDependencies = Object.fromEntries(DEV_DEPENDENCIES.map((name) => [name, "*"]));
  write(
    "package.json",
    JSON.stringify({ name: "start-test", private: true, scripts: { build: "node build.cjs" }, devDependencies }),
  );
  write("package-lock.json", "{}");
  write("build.cjs", BUILD);
  write("src/server/main.ts", "export {};\n");
  write("src/server/main.test.ts", "// a test\n");
  write("vite.config.ts", "export default {};\n");
  for (const file of ["start.mjs", "start-decision.mjs"]) {
    write(`scripts/${file}`, "");
    copyFileSync(path.join(import.meta.dirname, file), path.join(root, "scripts", file));
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function start(env: Record<string, string> = {}, args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/start.mjs"), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, npm_execpath: "", ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm start's decision", () => {
  beforeEach(installBuildTools);

  it("builds when there is no build, then serves the same tree without building", () => {
    expect(decideStart(root)).toMatchObject({ action: "build", reason: "no build in dist/ yet" });
    const first = start();
    expect(first.status).toBe(0);
    expect(first.output).toContain("serving from");
    expect(builds()).toBe(1);
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(true);
    expect(decideStart(root)).toMatchObject({ action: "serve", reason: "sources unchanged since the last build" });
    const second = start();
    expect(second.status).toBe(0);
    expect(second.output).toContain("sources unchanged");
    expect(builds()).toBe(1);
  });

  it("rebuilds after a source, the lock file or a build script changes, but not after a test does", () => {
    expect(start().status).toBe(0);
    write("src/server/main.test.ts", "// another test\n");
    expect(decideStart(root).action).toBe("serve");
    for (const [file, text] of [
      ["src/server/main.ts", "export const x = 1;\n"],
      ["src/web/new-file.tsx", "export {};\n"],
      ["package-lock.json", '{"lockfileVersion":3}'],
      ["scripts/vite-something.ts", "export {};\n"],
    ]) {
      write(file as string, text as string);
      expect(decideStart(root)).toMatchObject({ action: "build", reason: "sources changed since the last build" });
      expect(start().status).toBe(0);
      expect(decideStart(root).action).toBe("serve");
    }
    expect(builds()).toBe(5);
  });

  it("rebuilds when the build in dist/ was rewritten since the stamp (a build run by hand)", () => {
    expect(start().status).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "dist/web/index.html"), later, later);
    expect(decideStart(root).action).toBe("build");
  });

  it("does not trust a stamp from other inputs, a damaged stamp, or a forgotten one", () => {
    expect(start().status).toBe(0);
    writeStamp(root, "0".repeat(64));
    expect(decideStart(root).action).toBe("build");
    writeStamp(root, hashBuildInputs(root));
    expect(decideStart(root).action).toBe("serve");
    write(STAMP_FILE, "{ not json");
    expect(decideStart(root).action).toBe("build");
    writeStamp(root, hashBuildInputs(root));
    forgetStamp(root);
    expect(decideStart(root).action).toBe("build");
  });

  it("builds when asked to (--rebuild)", () => {
    expect(start().status).toBe(0);
    expect(decideStart(root, { rebuild: true }).action).toBe("build");
    expect(start({}, ["--rebuild"]).status).toBe(0);
    expect(builds()).toBe(2);
  });

  it("does not serve after a failed build, and the next start builds again", () => {
    expect(start().status).toBe(0);
    write("src/server/main.ts", "export const broken = true;\n");
    const failed = start({ FAIL_BUILD: "1" });
    expect(failed.status).toBe(1);
    expect(failed.output).toContain("the build failed; not starting");
    expect(failed.output).not.toContain("serving from");
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(false);
    expect(decideStart(root).action).toBe("build");
  });
});

describe("npm start in a production install (no build tools)", () => {
  it("serves the dist/ it was given, without building or hashing", () => {
    write("dist/node/server/main.js", "console.log('serving from', process.cwd());\n");
    write("dist/web/index.html", "<!doctype html>");
    write("src/server/main.ts", "export const changed = true;\n");
    expect(decideStart(root)).toEqual({
      action: "serve",
      reason: "no build tools installed (production install): serving dist/ as it is",
    });
    const run = start();
    expect(run.status).toBe(0);
    expect(run.output).toContain("serving from");
    expect(builds()).toBe(0);
  });

  it("is not taken for a full install by build tools that other packages' peers brought in", () => {
    write("node_modules/vite/package.json", "{}");
    write("node_modules/typescript/package.json", "{}");
    write("dist/node/server/main.js", "console.log('serving from', process.cwd());\n");
    write("dist/web/index.html", "<!doctype html>");
    expect(decideStart(root).action).toBe("serve");
    expect(start().status).toBe(0);
    expect(builds()).toBe(0);
  });

  it("refuses clearly when there is no build to serve", () => {
    const run = start();
    expect(run.status).toBe(1);
    expect(run.output).toContain("dist/ holds no build, and this install cannot make one");
    expect(run.output).toContain("npm ci --omit=dev");
    expect(builds()).toBe(0);
  });
});
