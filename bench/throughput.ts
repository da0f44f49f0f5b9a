import { type ChildProcess, spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { buildServer, serverProcessEnvironment, startServerProcess } from "../src/server/reliability/server-process.ts";
import { createTestStorage, freePort } from "../src/server/test-support/test-server.ts";
import { createPool, type PoolRequest } from "./http-pool.ts";
import { createVirtualUsers } from "./load-users.ts";
import { residentMegabytes } from "./process-memory.ts";

/**
 * The throughput phase of `npm run bench` (issue 10): how many requests a second the app serves
 * compared with a bare `node:http` hello server on the same machine in the same run, so the ratio
 * says what the app's own work costs whatever else the shared machine is doing. Three targets, one
 * after the other, each with `connections` keep-alive connections for `seconds`, `rounds` times: the bare server,
 * GET /api/health (the middleware every request passes through) and the authenticated
 * GET /api/notes?category=tasks of a user with 100 notes. Each server is its own process.
 */
export type ThroughputOptions = { seconds: number; connections: number; rounds: number };
type Target = { label: string; baseUrl: string; request: PoolRequest };

const BARE_HELLO = `require("node:http").createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("hello");
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));`;

async function startBareServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE_HELLO], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare node:http server exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Keeps `connections` requests in flight until `seconds` have passed; counts 200 answers and the rest. */
async function measure(target: Target, options: ThroughputOptions) {
  const pool = createPool(target.baseUrl, options.connections);
  try {
    const run = async (seconds: number) => {
      let ok = 0;
      let failed = 0;
      const started = performance.now();
      const end = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: options.connections }, async () => {
          while (performance.now() < end) {
            const answer = await pool.send(target.request);
            if (answer.status === 200) ok += 1;
            else failed += 1;
          }
        }),
      );
      return { perSecond: ok / ((performance.now() - started) / 1000), failed };
    };
    await run(1); // warm-up: JIT, page cache, keep-alive sockets
    return await run(options.seconds);
  } finally {
    pool.close();
  }
}

export async function throughputPhase(options: ThroughputOptions): Promise<number> {
  const build = await buildServer();
  const storage = await createTestStorage(null);
  const { baseUrl, env } = await serverProcessEnvironment(storage);
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  const idleMemory = residentMegabytes(server.child.pid);
  const bare = await startBareServer();
  try {
    const [user] = await createVirtualUsers(env, 1, 100);
    if (!user) throw new Error("no user for the throughput phase");
    const targets: Target[] = [
      { label: "bare node:http hello", baseUrl: bare.baseUrl, request: { method: "GET", path: "/", cookie: "" } },
      { label: "GET /api/health", baseUrl, request: { method: "GET", path: "/api/health", cookie: "" } },
      {
        label: "GET /api/notes?category=tasks (100 notes)",
        baseUrl,
        request: { method: "GET", path: "/api/notes?category=tasks", cookie: user.cookie },
      },
    ];
    console.log(
      `\nThroughput (SQLite, ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s per target, each after 1 s of warm-up; medians):`,
    );
    // Rounds take turns over the targets, so a burst of other work on the machine hits all of them
    // alike; the ratio is taken within each round, then the median over rounds.
    const rates = targets.map(() => [] as number[]);
    const ratios = targets.map(() => [] as number[]);
    let errors = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      let bareRate = Number.NaN;
      for (const [index, target] of targets.entries()) {
        const { perSecond, failed } = await measure(target, options);
        if (index === 0) bareRate = perSecond;
        rates[index]?.push(perSecond);
        ratios[index]?.push(perSecond / bareRate);
        errors += failed;
      }
    }
    for (const [index, target] of targets.entries()) {
      const rate = median(rates[index] ?? []).toFixed(0);
      const ratio = median(ratios[index] ?? []).toFixed(3);
      const all = (rates[index] ?? []).map((value) => value.toFixed(0)).join(", ");
      console.log(`  ${target.label.padEnd(44)}${rate.padStart(7)} req/s  ${ratio} × bare  (${all})`);
    }
    console.log(
      `  app server RSS: ${idleMemory} idle after start, ${residentMegabytes(server.child.pid)} after the rounds`,
    );
    return errors;
  } finally {
    bare.child.kill("SIGTERM");
    server.child.kill("SIGTERM");
    await server.exited;
    await storage.dispose();
    build.dispose();
  }
}
