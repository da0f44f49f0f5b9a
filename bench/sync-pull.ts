import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/client.ts";
import type { SyncAnswer } from "../src/shared/schemas/sync.ts";
import { withBenchServer } from "./bench-server.ts";
import { quantiles, signUpBenchUser } from "./bench-user.ts";
import { seedNotes } from "./seed.ts";

const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const FULL_RUNS = Number(process.env.BENCH_SYNC_FULL_RUNS ?? 20);
const CHANGE_RUNS = Number(process.env.BENCH_SYNC_CHANGE_RUNS ?? 200);
/** Issue 11's targets for GET /api/sync. */
const TARGET_FULL_P95_MS = 1000;
const TARGET_ONE_CHANGE_P95_MS = 20;

/**
 * The sync phase of `npm run bench` (docs/decisions/017, "Change log and pull"): a user with NOTES
 * notes (tags and items as the lists phase seeds them, every row in the change log) pulls
 * everything (`since=0`, a new device) FULL_RUNS times, then CHANGE_RUNS times: one note edited
 * through the API (untimed), then the pull of that one change from the previous cursor.
 */
export async function syncPullPhase(label: string, postgresAdminUrl: string | null): Promise<void> {
  return withBenchServer(postgresAdminUrl, async ({ server, mail }) => {
    const { client, userId } = await signUpBenchUser(server.url, mail, "sync-pull@bench.test");
    const handle = openDatabase(server.config);
    await seedNotes(handle.db, userId, NOTES);
    const noteIds = (
      await handle.db.selectFrom("notes").select("id").where("user_id", "=", userId).limit(100).execute()
    ).map((row) => row.id);
    await handle.close();

    const pull = async (since: number) => {
      const started = performance.now();
      const response = await client.get(`/api/sync?since=${since}`);
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`pull: HTTP ${response.status}`);
      return { elapsed, size: text.length, answer: JSON.parse(text) as SyncAnswer };
    };

    await pull(0); // warm-up (and the day's pruning)
    const full: number[] = [];
    let size = 0;
    let cursor = 0;
    for (let run = 0; run < FULL_RUNS; run += 1) {
      const result = await pull(0);
      full.push(result.elapsed);
      size = result.size;
      cursor = result.answer.cursor;
    }
    const oneChange: number[] = [];
    for (let run = 0; run < CHANGE_RUNS; run += 1) {
      const id = noteIds[run % noteIds.length];
      const edited = await client.request(`/api/notes/${id}`, { method: "PATCH", json: { content: `Edit ${run}` } });
      if (edited.status !== 200) throw new Error(`edit: HTTP ${edited.status}`);
      const result = await pull(cursor);
      if (result.answer.upserts.notes.length !== 1) throw new Error("the pull did not carry exactly the edited note");
      oneChange.push(result.elapsed);
      cursor = result.answer.cursor;
    }
    console.log(`\n${label}: GET /api/sync, a user with ${NOTES} notes (every row in the change log)`);
    console.log(`  full pull (since=0):  ${percentiles(full, TARGET_FULL_P95_MS)}, ${(size / 1024).toFixed(0)} KB`);
    console.log(`  pull of one change:   ${percentiles(oneChange, TARGET_ONE_CHANGE_P95_MS)}`);
  });
}

function percentiles(samples: number[], targetP95: number): string {
  const at = quantiles(samples);
  const verdict = at(0.95) <= targetP95 ? "within" : "OVER";
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (n=${samples.length}; ${verdict} the target p95 ≤ ${targetP95} ms)`;
}
