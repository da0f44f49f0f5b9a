/**
 * `npm run test:rolling` (issue 26): a rolling restart of two instances on one PostgreSQL behind
 * nginx fails no request. Starts a scratch database next to DATABASE_URL, two instances (each with a
 * DATA_DIR of its own, one AUTH_SECRET), nginx from the system (`apt-get install -y nginx`) in a
 * temporary directory as the README's reverse-proxy example configures it, and a signed-in user;
 * then keeps reads and writes going through nginx, plus a live-sync stream that reconnects whenever
 * it ends, while each instance in turn gets SIGTERM and is started again. Fails (exit 1) on any
 * answer that is not 2xx, any failed connection, a stop over 10 s or not exiting with 0, or a write
 * acknowledged but missing at the end.
 *
 * ROLLING_MAIN=<path of a built main.js> runs the built server (`npm run build:server`) instead of
 * the sources through tsx (a main.ts elsewhere, e.g. an older checkout, runs through tsx too); ROLLING_WORKERS (default 4) sets how many request loops run at once.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signUpBenchUser } from "../bench/bench-user.ts";
import { startMailCatcher } from "../src/server/test-support/mail-catcher.ts";
import { openEventStream } from "../src/server/test-support/sse-client.ts";
import type { TestClient } from "../src/server/test-support/test-client.ts";
import { createScratchPostgres } from "../src/server/test-support/test-database.ts";
import { freePort, TEST_INDEX_HTML } from "../src/server/test-support/test-server.ts";

const REPO = path.resolve(import.meta.dirname, "..");
const WORKERS = Number(process.env.ROLLING_WORKERS ?? 4);
const STOP_LIMIT_MS = 10_000;

type Instance = { name: string; port: number; dataDir: string; child: ChildProcess | null; log: string };
type Failure = { at: number; what: string; detail: string };

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith("postgres")) {
  console.error("Set DATABASE_URL to a PostgreSQL the check may create a scratch database on.");
  process.exit(2);
}
const nginxBinary = findNginx();
const work = mkdtempSync(path.join(tmpdir(), "poriadok-rolling-"));
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const failures: Failure[] = [];
const fail = (what: string, detail: string) => {
  failures.push({ at: Date.now() - started, what, detail });
  console.log(`[${since()}] FAILED ${what}: ${detail}`);
};

function findNginx(): string {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    try {
      execFileSync(candidate, ["-v"], { stdio: "ignore" });
      return candidate;
    } catch {
      // Not there: try the next.
    }
  }
  console.error("nginx is not installed: apt-get install -y nginx");
  process.exit(2);
}

function nginxConfig(dir: string, listenPort: number, instances: Instance[]): string {
  const servers = instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream poriadok {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://poriadok;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
    location /api/sync/stream {
      proxy_pass http://poriadok;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

function startInstance(instance: Instance, env: Record<string, string>): void {
  const main = process.env.ROLLING_MAIN;
  const args = !main
    ? ["--import", "tsx", "src/server/main.ts"]
    : main.endsWith(".ts")
      ? ["--import", "tsx", main]
      : [main];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(instance.port), DATA_DIR: instance.dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    instance.log += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  instance.child = child;
}

async function waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

/** SIGTERM, then how long until it exited and with what. */
async function stopInstance(instance: Instance): Promise<{ ms: number; code: number | null }> {
  const child = instance.child;
  if (!child) return { ms: 0, code: null };
  const at = Date.now();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const code = await Promise.race([
    exited,
    new Promise<"late">((resolve) => setTimeout(() => resolve("late"), STOP_LIMIT_MS + 5_000)),
  ]);
  if (code === "late") {
    child.kill("SIGKILL");
    return { ms: Date.now() - at, code: null };
  }
  instance.child = null;
  return { ms: Date.now() - at, code };
}

type LoopCounts = { reads: number; writes: number; edits: number };

/** One request loop: list, create, rename, as a person's devices would; every answer must be 2xx. */
async function requestLoop(client: TestClient, worker: number, until: () => boolean, counts: LoopCounts) {
  const mine: string[] = [];
  for (let turn = 0; !until(); turn += 1) {
    const kind = turn % 5 < 2 ? "read" : turn % 5 < 4 || mine.length === 0 ? "write" : "edit";
    try {
      let response: Response;
      if (kind === "read") response = await client.get("/api/notes");
      else if (kind === "write") {
        response = await client.request("/api/notes", {
          method: "POST",
          json: { title: `w${worker}-${turn}`, category: "notes" },
        });
      } else {
        const id = mine[turn % mine.length] as string;
        response = await client.request(`/api/notes/${id}`, {
          method: "PATCH",
          json: { title: `w${worker}-${turn}e` },
        });
      }
      const body = await response.text();
      if (response.status < 200 || response.status > 299) {
        fail(`${kind} ${response.status}`, body.slice(0, 200));
        continue;
      }
      if (kind === "read") counts.reads += 1;
      else if (kind === "edit") counts.edits += 1;
      else {
        counts.writes += 1;
        mine.push((JSON.parse(body) as { id: string }).id);
      }
    } catch (error) {
      fail(`${kind} (no answer)`, String(error));
    }
  }
}

/** Holds a live-sync stream, opening it again whenever it ends (as EventSource does, after `retry`). */
async function streamLoop(client: TestClient, until: () => boolean) {
  const gaps: number[] = [];
  let openings = 0;
  while (!until()) {
    const connection = await openEventStream(client, "/api/sync/stream").catch((error: unknown) => {
      fail("stream (no answer)", String(error));
      return null;
    });
    if (!connection) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    if (connection.response.status !== 200) {
      fail(`stream ${connection.response.status}`, (await connection.response.text()).slice(0, 200));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    openings += 1;
    let retryMs = 3_000;
    const watching = (async () => {
      for (;;) {
        const message = await connection.next(3_600_000).catch(() => null);
        if (!message) return;
        if (message.retry) retryMs = Number(message.retry);
      }
    })();
    while (!until()) {
      const ended = await Promise.race([connection.ended.then(() => true), sleep(200).then(() => false)]);
      if (ended) break;
    }
    connection.close();
    await watching;
    if (until()) break;
    gaps.push(retryMs);
    await sleep(retryMs);
  }
  return { openings, gaps };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const mail = await startMailCatcher();
  const database = await createScratchPostgres(adminUrl as string);
  const webDir = path.join(work, "web");
  mkdirSync(webDir, { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
  const nginxPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${nginxPort}`;
  const instances: Instance[] = [];
  for (const name of ["a", "b"]) {
    const dataDir = path.join(work, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    instances.push({ name, port: await freePort(), dataDir, child: null, log: "" });
  }
  const env: Record<string, string> = {
    HOST: "127.0.0.1",
    BASE_URL: proxyUrl,
    DATABASE_URL: database.url,
    WEB_DIR: webDir,
    SMTP_URL: mail.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT_MAX: "1000",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  const nginxDir = path.join(work, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(nginxDir, nginxPort, instances));
  let nginx: ChildProcess | null = null;
  let stopLoops = false;
  try {
    for (const instance of instances) startInstance(instance, env);
    await Promise.all(instances.map((i) => waitHealthy(`http://127.0.0.1:${i.port}`)));
    nginx = spawn(
      nginxBinary,
      ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-e", `${nginxDir}/error.log`],
      {
        stdio: "inherit",
      },
    );
    await waitHealthy(proxyUrl);
    const { client } = await signUpBenchUser(proxyUrl, mail, "rolling@restart.test");
    console.log(`[${since()}] two instances behind nginx on ${proxyUrl}; ${WORKERS} request loops and a stream`);

    const counts: LoopCounts = { reads: 0, writes: 0, edits: 0 };
    const until = () => stopLoops;
    const loops = Array.from({ length: WORKERS }, (_, worker) => requestLoop(client, worker, until, counts));
    const stream = streamLoop(client, until);
    await sleep(3_000);
    const stops: { name: string; ms: number; code: number | null; readyMs: number }[] = [];
    for (const instance of instances) {
      const stopped = await stopInstance(instance);
      console.log(`[${since()}] instance ${instance.name}: stopped in ${stopped.ms} ms, exit code ${stopped.code}`);
      if (stopped.code !== 0) fail(`instance ${instance.name} exit code ${stopped.code}`, instance.log.slice(-2_000));
      if (stopped.ms > STOP_LIMIT_MS) fail(`instance ${instance.name} stop took ${stopped.ms} ms`, "");
      const restartAt = Date.now();
      startInstance(instance, env);
      await waitHealthy(`http://127.0.0.1:${instance.port}`);
      const readyMs = Date.now() - restartAt;
      console.log(`[${since()}] instance ${instance.name}: healthy again after ${readyMs} ms`);
      stops.push({ name: instance.name, ...stopped, readyMs });
      // nginx tries a server it marked failed again after fail_timeout (2 s).
      await sleep(3_000);
    }
    await sleep(2_000);
    stopLoops = true;
    await Promise.all(loops);
    const streamed = await stream;

    const totals = (await (await client.get("/api/notes/counts")).json()) as { active: Record<string, number> };
    const stored = totals.active.total ?? 0;
    if (stored !== counts.writes) fail("acknowledged writes", `${counts.writes} acknowledged, ${stored} stored`);
    // The stream was on one of the two instances, and each restarted: it must have moved at least once.
    if (streamed.openings < 2) fail("live-sync stream", `opened ${streamed.openings} time(s), never reconnected`);
    const gapList = streamed.gaps.map((ms) => `${ms} ms`).join(", ") || "none";
    console.log(
      [
        "",
        "Rolling restart through nginx:",
        `  requests answered 2xx: ${counts.reads} reads, ${counts.writes} creates, ${counts.edits} edits`,
        `  failed requests: ${failures.filter((f) => !f.what.startsWith("instance")).length}`,
        ...stops.map(
          (s) => `  instance ${s.name}: stop ${s.ms} ms (exit ${s.code}), healthy again after ${s.readyMs} ms`,
        ),
        `  live-sync stream: opened ${streamed.openings} times; reconnect waits (server's retry): ${gapList}`,
        `  notes stored at the end: ${stored} (acknowledged creates: ${counts.writes})`,
        `  result: ${failures.length === 0 ? "PASS" : `FAIL (${failures.length})`}`,
      ].join("\n"),
    );
  } finally {
    stopLoops = true;
    for (const instance of instances) instance.child?.kill("SIGTERM");
    if (nginx) nginx.kill("SIGQUIT");
    await sleep(500);
    if (failures.length > 0) {
      const errorLog = readFileSafe(path.join(nginxDir, "error.log"));
      if (errorLog) console.log(`\nnginx error.log:\n${errorLog.slice(-3_000)}`);
    }
    await mail.close();
    await database.drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

main().then(
  () => process.exit(failures.length === 0 ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
