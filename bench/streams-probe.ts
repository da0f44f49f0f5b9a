/**
 * The streams phase's prober (streams.ts), run in a process of its own so the bench's thousand open
 * sockets do not delay its timings: GET /api/health every 20 ms and a write (POST /api/notes) every
 * 100 ms for PROBE_SECONDS, then prints `{ health, writes, failedWrites }` (ms) as one JSON line.
 */
import { createPool } from "./http-pool.ts";

const HEALTH_EVERY_MS = 20;
const WRITE_EVERY_MS = 100;

export type ProbeResult = { health: number[]; writes: number[]; failedWrites: number };

async function probe(baseUrl: string, cookie: string, seconds: number): Promise<ProbeResult> {
  const pool = createPool(baseUrl, 4);
  const end = Date.now() + seconds * 1000;
  const result: ProbeResult = { health: [], writes: [], failedWrites: 0 };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const healthLoop = (async () => {
    while (Date.now() < end) {
      const answer = await pool.send({ method: "GET", path: "/api/health", cookie: "" });
      // A failed probe is the worst answer health can give (JSON has no Infinity: a large number).
      result.health.push(answer.status === 200 ? answer.ms : 1e9);
      await pause(HEALTH_EVERY_MS);
    }
  })();
  const writeLoop = (async () => {
    for (let n = 0; Date.now() < end; n += 1) {
      const json = { title: `Bench write ${n}`, category: "notes" };
      const answer = await pool.send({ method: "POST", path: "/api/notes", cookie, json });
      if (answer.status === 201) result.writes.push(answer.ms);
      else result.failedWrites += 1;
      await pause(WRITE_EVERY_MS);
    }
  })();
  await Promise.all([healthLoop, writeLoop]);
  pool.close();
  return result;
}

const { PROBE_BASE_URL, PROBE_COOKIE, PROBE_SECONDS } = process.env;
if (PROBE_BASE_URL) {
  const result = await probe(PROBE_BASE_URL, PROBE_COOKIE ?? "", Number(PROBE_SECONDS ?? 5));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
