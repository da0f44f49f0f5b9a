/**
 * A CPU profile of the request path as it runs (issues 10 and 27): the built server in its own
 * process (as `bench/throughput.ts` starts it: BENCH_DIST or a fresh build, LOG_LEVEL=warn, a
 * temporary SQLite database) under `node --cpu-prof`, a user with 100 notes, and autocannon (its own
 * process) sending PROFILE_PATH (default /api/health; the user's cookie goes with every request) over
 * PROFILE_CONNECTIONS (20) connections for PROFILE_SECONDS (10). It prints req/s, the server's CPU per
 * request and the functions that took most of the server's CPU, by self time and by package; the
 * .cpuprofile stays in PROFILE_DIR (default .build/profile) for Chrome DevTools (Performance, load).
 *   npx tsx bench/profile-request-path.ts
 *   PROFILE_PATH="/api/notes?category=tasks&order=schedule" npx tsx bench/profile-request-path.ts
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serverProcessEnvironment, startServerProcess } from "../src/server/reliability/server-process.ts";
import { createTestStorage } from "../src/server/test-support/test-server.ts";
import { createVirtualUsers } from "./load-users.ts";
import { appNodeArgs, builtServer, cannon } from "./throughput.ts";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const urlPath = process.env.PROFILE_PATH ?? "/api/health";
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 20);
const profileDir = path.resolve(process.env.PROFILE_DIR ?? ".build/profile");

/** Where a frame's code lives: a package's name, the app's own file, or node's internals. */
function owner(url: string): string {
  if (url.includes("node_modules/")) return url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1");
  if (url.includes("/server/")) return `app ${url.replace(/.*\/server\//, "")}`;
  return url === "" ? "(native, GC, idle)" : "node internals";
}

function printTop(title: string, totals: Map<string, number>, all: number): void {
  console.log(title);
  for (const [name, hits] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * hits) / all).toFixed(1).padStart(5)} %  ${name}`);
  }
}

/** Self time by function and by package over the profile's last `windowMs` (the load, not the start-up). */
function summarise(file: string, windowMs: number): void {
  const { nodes, samples, timeDeltas, startTime, endTime } = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const frames = new Map(nodes.map((node) => [node.id, node.callFrame]));
  const from = endTime - windowMs * 1000;
  let at = startTime;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let all = 0;
  for (const [index, id] of samples.entries()) {
    at += timeDeltas[index] ?? 0;
    const callFrame = frames.get(id);
    if (!callFrame || callFrame.functionName === "(idle)" || at < from) continue;
    all += 1;
    const where = `${callFrame.functionName || "(anonymous)"} ${owner(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + 1);
    byOwner.set(owner(callFrame.url), (byOwner.get(owner(callFrame.url)) ?? 0) + 1);
  }
  printTop("By package (self time, idle left out):", byOwner, all);
  printTop("By function (self time):", byFunction, all);
}

const build = await builtServer();
const storage = await createTestStorage(null);
mkdirSync(profileDir, { recursive: true });
const started = Date.now();
try {
  const { baseUrl, env } = await serverProcessEnvironment(storage, build.webDir ? { WEB_DIR: build.webDir } : {});
  const nodeArgs = [...appNodeArgs(), "--cpu-prof", `--cpu-prof-dir=${profileDir}`];
  const server = await startServerProcess(build.mainJs, baseUrl, env, { nodeArgs, healthTimeoutMs: 120_000 });
  const [user] = await createVirtualUsers(env, 1, 100);
  const target = {
    label: urlPath,
    url: `${baseUrl}${urlPath}`,
    headers: { cookie: user?.cookie ?? "" },
    pid: server.child.pid,
  };
  const loadStarted = performance.now();
  const rate = await cannon(target, { seconds, connections, rounds: 1 });
  console.log(
    `${urlPath}: ${rate.perSecond.toFixed(0)} req/s, server CPU ${rate.cpuMicros.toFixed(0)} µs/request, ${rate.failed} not 2xx`,
  );
  server.child.kill("SIGINT"); // the server exits through process.exit, which writes the profile
  await server.exited;
  const windowMs = performance.now() - loadStarted;
  const written = readdirSync(profileDir)
    .map((name) => path.join(profileDir, name))
    .filter((file) => file.endsWith(".cpuprofile") && statSync(file).mtimeMs >= started);
  for (const file of written) {
    console.log(`\n${file}`);
    summarise(file, windowMs);
  }
} finally {
  await storage.dispose();
  build.dispose();
}
