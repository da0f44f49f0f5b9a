/**
 * The streams phase (issue 26): 1,000 open live-sync streams on one instance — 100 users with 10
 * streams each — against the compiled server in a process of its own. The heartbeat is shortened
 * (BENCH_STREAMS_HEARTBEAT_MS, default 2 s) so that several beats, each with its session re-checks,
 * fall within the measurement. Prints, before and while the streams are open: GET /api/health p50/p99
 * (target p99 ≤ 50 ms) and a write's latency (POST /api/notes by a user whose 10 streams each hear
 * it; both from a process of their own, streams-probe.ts), the server's RSS (target ≤ 400 MB) and
 * CPU, its longest event-loop delay and pool queue, the heartbeats the streams received, the
 * poriadok_sync_streams_open gauge and the answer to one stream past SYNC_MAX_STREAMS (503).
 * Figures, not pass/fail, except streams that do not open or a failed write.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildServer, serverProcessEnvironment, startServerProcess } from "../src/server/reliability/server-process.ts";
import { createTestStorage } from "../src/server/test-support/test-server.ts";
import { quantiles } from "./bench-user.ts";
import { createVirtualUsers } from "./load-users.ts";
import { cpuSeconds } from "./process-cpu.ts";
import { residentMegabytes } from "./process-memory.ts";
import type { ProbeResult } from "./streams-probe.ts";

const USERS = Number(process.env.BENCH_STREAMS_USERS ?? 100);
const STREAMS_EACH = Number(process.env.BENCH_STREAMS_EACH ?? 10);
const HEARTBEAT_MS = Number(process.env.BENCH_STREAMS_HEARTBEAT_MS ?? 2_000);
const MEASURE_SECONDS = Number(process.env.BENCH_STREAMS_SECONDS ?? 20);
const METRICS_TOKEN = "bench-metrics-token-0123456789";

type OpenStream = { heartbeats: number; changes: number; close: () => void; ended: Promise<void> };

/** One EventSource-like GET on a connection of its own; resolves once the response's headers came. */
function openStream(baseUrl: string, cookie: string): Promise<OpenStream | number> {
  const url = new URL(`${baseUrl}/api/sync/stream`);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        headers: { cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(response.statusCode ?? 0);
          return;
        }
        const stream: OpenStream = {
          heartbeats: 0,
          changes: 0,
          close: () => request.destroy(),
          ended: new Promise((done) => response.once("close", () => done())),
        };
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          stream.heartbeats += chunk.split(": heartbeat").length - 1;
          stream.changes += chunk.split("event: change").length - 1;
        });
        response.on("error", () => undefined);
        resolve(stream);
      },
    );
    request.on("error", reject);
  });
}

/**
 * Health every 20 ms and a write every 100 ms for `seconds`, from a process of its own
 * (streams-probe.ts), so that this process's thousand open sockets do not delay the timings.
 */
async function measure(baseUrl: string, cookie: string, seconds: number) {
  const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, "streams-probe.ts")], {
    env: { ...process.env, PROBE_BASE_URL: baseUrl, PROBE_COOKIE: cookie, PROBE_SECONDS: String(seconds) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise((resolve) => child.once("exit", resolve));
  const { health, writes, failedWrites } = JSON.parse(output) as ProbeResult;
  const h = quantiles(health);
  const w = quantiles(writes);
  return {
    failedWrites,
    line: `health p50 ${h(0.5).toFixed(1)} ms, p99 ${h(0.99).toFixed(1)} ms, max ${h(1).toFixed(1)} ms (n=${health.length}); write p50 ${w(0.5).toFixed(1)} ms, p95 ${w(0.95).toFixed(1)} ms, p99 ${w(0.99).toFixed(1)} ms (n=${writes.length})`,
  };
}

/**
 * Runs `work`, and says how much of one core the server used meanwhile: unlike latencies on a shared
 * machine, the server's own CPU time does not grow when other processes crowd it.
 */
async function withServerCpu<T>(pid: number | undefined, seconds: number, work: () => Promise<T>) {
  const before = cpuSeconds(pid);
  const result = await work();
  const share = (cpuSeconds(pid) - before) / seconds;
  return { result, cpu: `server CPU ${(share * 100).toFixed(0)} % of a core` };
}

/** One sample of the server's own metrics (GET /metrics), "n/a" when absent (the pool's queue on SQLite). */
async function metric(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text()).split("\n").find((l) => l.startsWith(`${name} `));
  return line?.split(" ")[1] ?? "n/a";
}
const openGauge = (baseUrl: string) => metric(baseUrl, "poriadok_sync_streams_open");

/**
 * Sampled each second: the most queries that waited for a pool connection (PostgreSQL; "n/a" on
 * SQLite) and the server's longest event-loop delay (prom-client's, reset at each scrape).
 */
async function sampleServer(baseUrl: string, seconds: number): Promise<string> {
  let poolWaiting: number | null = null;
  let loopLag = 0;
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    const waiting = Number(await metric(baseUrl, "poriadok_db_pool_waiting"));
    if (Number.isFinite(waiting)) poolWaiting = Math.max(poolWaiting ?? 0, waiting);
    const lag = Number(await metric(baseUrl, "nodejs_eventloop_lag_max_seconds"));
    if (Number.isFinite(lag)) loopLag = Math.max(loopLag, lag);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return `most queries waiting for the pool ${poolWaiting ?? "n/a"}, longest event-loop delay ${(loopLag * 1000).toFixed(0)} ms`;
}

export async function streamsPhase(label: string, postgresAdminUrl: string | null): Promise<number> {
  const total = USERS * STREAMS_EACH;
  const build = await buildServer();
  const storage = await createTestStorage(postgresAdminUrl);
  const { baseUrl, env } = await serverProcessEnvironment(storage, {
    SYNC_HEARTBEAT_MS: String(HEARTBEAT_MS),
    SYNC_MAX_STREAMS: String(total),
    METRICS_TOKEN,
  });
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  const streams: OpenStream[] = [];
  let failures = 0;
  try {
    const users = await createVirtualUsers(env, USERS, 2);
    const writer = users[0]?.cookie ?? "";
    console.log(
      `\n${label}: streams phase, ${USERS} users × ${STREAMS_EACH} streams, heartbeat ${HEARTBEAT_MS} ms (server RSS ${residentMegabytes(server.child.pid)} at start)`,
    );
    const { result: before, cpu: cpuBefore } = await withServerCpu(server.child.pid, MEASURE_SECONDS, () =>
      measure(baseUrl, writer, MEASURE_SECONDS),
    );
    failures += before.failedWrites;
    console.log(`  no stream open:          ${before.line}; ${cpuBefore}`);

    const opening = performance.now();
    for (let round = 0; round < STREAMS_EACH; round += 1) {
      const opened = await Promise.all(users.map((user) => openStream(baseUrl, user.cookie)));
      for (const stream of opened) {
        if (typeof stream === "number") failures += 1;
        else streams.push(stream);
      }
    }
    const refused = await openStream(baseUrl, users[1]?.cookie ?? "");
    if (typeof refused !== "number") refused.close();
    console.log(
      `  opened ${streams.length} of ${total} streams in ${((performance.now() - opening) / 1000).toFixed(1)} s; gauge poriadok_sync_streams_open ${await openGauge(baseUrl)}; one more: ${typeof refused === "number" ? refused : "200 (not refused!)"}; server RSS ${residentMegabytes(server.child.pid)}`,
    );
    const heartbeatsBefore = streams.reduce((sum, stream) => sum + stream.heartbeats, 0);
    const {
      result: [during, serverSamples],
      cpu,
    } = await withServerCpu(server.child.pid, MEASURE_SECONDS, () =>
      Promise.all([measure(baseUrl, writer, MEASURE_SECONDS), sampleServer(baseUrl, MEASURE_SECONDS)]),
    );
    failures += during.failedWrites;
    const heartbeats = streams.reduce((sum, stream) => sum + stream.heartbeats, 0) - heartbeatsBefore;
    console.log(`  ${streams.length} streams open:      ${during.line}; ${cpu}`);
    console.log(
      `  in ${MEASURE_SECONDS} s: ${heartbeats} heartbeats received (≈ ${Math.round((streams.length * MEASURE_SECONDS * 1000) / HEARTBEAT_MS)} expected); ${serverSamples}; server RSS ${residentMegabytes(server.child.pid)}`,
    );
    const stillOpen = streams.filter((stream) => stream.heartbeats > 0).length;
    if (stillOpen < streams.length) {
      console.log(`  ${streams.length - stillOpen} streams heard no heartbeat`);
      failures += 1;
    }
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((stream) => stream.ended));
    const deadline = Date.now() + 5_000;
    while ((await openGauge(baseUrl)) !== "0" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    console.log(`  all closed: gauge poriadok_sync_streams_open ${await openGauge(baseUrl)}`);
    return failures;
  } finally {
    for (const stream of streams) stream.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await storage.dispose();
    build.dispose();
  }
}
