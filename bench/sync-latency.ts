import { performance } from "node:perf_hooks";
import { createLogger } from "../src/server/logger.ts";
import { startMailCatcher } from "../src/server/test-support/mail-catcher.ts";
import { openEventStream } from "../src/server/test-support/sse-client.ts";
import { createTestClient } from "../src/server/test-support/test-client.ts";
import { createTestStorage, startTestServer, type TestServer } from "../src/server/test-support/test-server.ts";
import { BENCH_PASSWORD, quantiles, signUpBenchUser } from "./bench-user.ts";

const WRITES = Number(process.env.BENCH_SYNC_WRITES ?? 200);
/** Issue 11's targets for write start → event arrival on the other device. */
const TARGET_P50_MS = 100;
const TARGET_P95_MS = 250;

/**
 * The sync-latency phase of `npm run bench` (issue 11): device A writes WRITES notes one after
 * another through instance 1; device B, the same user signed in separately, holds GET /api/sync/stream
 * — on PostgreSQL on a second instance on the same database (NOTIFY/LISTEN between them), on SQLite on
 * the same instance — and each write's latency is from the start of its request to the arrival of
 * the `change` event carrying its sequence. A sequence coalesced into a later event has no sample.
 */
export async function syncLatencyPhase(label: string, postgresAdminUrl: string | null): Promise<void> {
  const mail = await startMailCatcher();
  const storage = await createTestStorage(postgresAdminUrl);
  const env = { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000" };
  const logger = createLogger("silent");
  const first = await startTestServer(storage, { env, logger });
  const servers: TestServer[] = [first];
  try {
    const second = postgresAdminUrl === null ? first : await startTestServer(storage, { env, logger });
    if (second !== first) servers.push(second);
    const { client: deviceA } = await signUpBenchUser(first.url, mail, "sync-latency@bench.test");
    const deviceB = createTestClient(second.url);
    await deviceB.post("/api/auth/sign-in/email", { email: "sync-latency@bench.test", password: BENCH_PASSWORD });
    const stream = await openEventStream(deviceB, "/api/sync/stream");
    if (stream.response.status !== 200) throw new Error(`stream: HTTP ${stream.response.status}`);
    const base = await stream.nextChange();
    const startedAt = new Map<number, number>();
    const samples: number[] = [];
    const receiving = (async () => {
      for (let heard = base; heard < base + WRITES; ) {
        heard = await stream.nextChange(10_000);
        const started = startedAt.get(heard);
        if (started !== undefined) samples.push(performance.now() - started);
      }
    })();
    for (let index = 1; index <= WRITES; index += 1) {
      startedAt.set(base + index, performance.now());
      const response = await deviceA.post("/api/notes", { title: `Change ${index}`, category: "notes" });
      if (response.status !== 201) throw new Error(`write: HTTP ${response.status}`);
    }
    await receiving;
    stream.close();
    const where = second === first ? "the same instance" : "a second instance (NOTIFY/LISTEN)";
    console.log(`\n${label}: sync latency, ${WRITES} sequential writes → a stream on ${where}`);
    console.log(`  write start → change event: ${percentiles(samples)}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await mail.close();
    await storage.dispose();
  }
}

function percentiles(samples: number[]): string {
  const at = quantiles(samples);
  const p50 = at(0.5);
  const p95 = at(0.95);
  const verdict = p50 <= TARGET_P50_MS && p95 <= TARGET_P95_MS ? "within" : "OVER";
  return `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${at(1).toFixed(1)} ms (n=${samples.length}; ${verdict} the targets ${TARGET_P50_MS}/${TARGET_P95_MS} ms)`;
}
