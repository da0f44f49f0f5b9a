import { performance } from "node:perf_hooks";
import { buildServer, serverProcessEnvironment, startServerProcess } from "../src/server/reliability/server-process.ts";
import { createTestStorage } from "../src/server/test-support/test-server.ts";
import { createPool, type PoolAnswer } from "./http-pool.ts";
import { runStep } from "./load-mix.ts";
import { createVirtualUsers } from "./load-users.ts";
import { residentMegabytes } from "./process-memory.ts";

/**
 * The load phase of `npm run bench`: many users with accounts of their own use the organiser at
 * once (load-mix.ts) against the compiled server running as its own process, so the load
 * generator does not share the server's event loop. Reports requests per second, p50 and p99, and
 * the answers that were not 2xx by route; any such answer is a failure (exit code 1).
 */
export type LoadOptions = { users: number; seconds: number; connections: number };
/** Durations of one route's requests and how many answers per status were not 2xx (0: no answer). */
type RouteSamples = { ms: number[]; wireMs: number[]; failures: Map<number, number> };

export async function loadPhase(label: string, postgresAdminUrl: string | null, options: LoadOptions): Promise<number> {
  const build = await buildServer();
  const storage = await createTestStorage(postgresAdminUrl);
  const { baseUrl, env } = await serverProcessEnvironment(storage);
  const server = await startServerProcess(build.mainJs, baseUrl, env);
  const idleMemory = residentMegabytes(server.child.pid);
  const pool = createPool(baseUrl, options.connections);
  try {
    const setupStarted = performance.now();
    const users = await createVirtualUsers(env, options.users);
    const probe = await pool.send({ method: "GET", path: "/api/notes", cookie: users[0]?.cookie ?? "" });
    if (probe.status !== 200) throw new Error(`the made-up session is refused (${probe.status}): see load-users.ts`);
    console.log(
      `\n${label} load: ${options.users} confirmed users with a session and 12 notes each, made in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
    const samples = new Map<string, RouteSamples>();
    const record = (route: string, answer: PoolAnswer) => {
      const entry: RouteSamples = samples.get(route) ?? { ms: [], wireMs: [], failures: new Map() };
      samples.set(route, entry);
      entry.ms.push(answer.ms);
      entry.wireMs.push(answer.wireMs);
      if (answer.status < 200 || answer.status >= 300) {
        entry.failures.set(answer.status, (entry.failures.get(answer.status) ?? 0) + 1);
      }
    };
    const started = performance.now();
    const end = Date.now() + options.seconds * 1000;
    await Promise.all(
      users.map(async (user) => {
        while (Date.now() < end) await runStep(user, pool, record);
      }),
    );
    const errors = report(samples, (performance.now() - started) / 1000, options);
    console.log(`  server RSS: ${idleMemory} idle after start, ${residentMegabytes(server.child.pid)} after the load`);
    if (errors > 0) console.log(`  server output:\n${server.output().slice(-4000)}`);
    return errors;
  } finally {
    pool.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await storage.dispose();
    build.dispose();
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Prints the totals and a line per route; answers the number of answers that were not 2xx. */
function report(samples: Map<string, RouteSamples>, seconds: number, options: LoadOptions) {
  const entries = [...samples.values()];
  const all = latencies(
    entries.flatMap((entry) => entry.ms),
    entries.flatMap((entry) => entry.wireMs),
  );
  const errors = entries.reduce((sum, entry) => sum + [...entry.failures.values()].reduce((a, b) => a + b, 0), 0);
  console.log(
    `  ${options.users} users, ${options.connections} connections, ${seconds.toFixed(1)} s: ${all.count} requests, ` +
      `${(all.count / seconds).toFixed(1)} req/s, ${all.text}, errors ${errors}${errors > 0 ? " (must be 0)" : ""}`,
  );
  console.log(
    "    (p50/p99 from the call, waiting for one of the pooled connections included; on the wire: from the socket)",
  );
  for (const [route, entry] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
    const line = latencies(entry.ms, entry.wireMs);
    const failures = [...entry.failures].map(([status, count]) => `${count}× ${status === 0 ? "no answer" : status}`);
    console.log(
      `    ${route.padEnd(28)} ${String(line.count).padStart(6)}  ${line.text}${failures.length > 0 ? `  non-2xx: ${failures.join(", ")}` : ""}`,
    );
  }
  return errors;
}

function latencies(ms: number[], wireMs: number[]) {
  const total = [...ms].sort((a, b) => a - b);
  const wire = [...wireMs].sort((a, b) => a - b);
  const at = (sorted: number[], q: number) => percentile(sorted, q).toFixed(1).padStart(7);
  return {
    count: total.length,
    text: `p50 ${at(total, 0.5)} ms, p99 ${at(total, 0.99)} ms (on the wire p50 ${at(wire, 0.5)} ms, p99 ${at(wire, 0.99)} ms)`,
  };
}
