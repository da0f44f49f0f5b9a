/**
 * `npm run bench`: the organiser's hot paths at a realistic size. Seeds one user with 10,000 notes
 * (with tags and shopping items) beside two other users, then times over real HTTP:
 *   - each screen's request (bench/list-pages.ts): the first page of every home tab, of all notes and
 *     of the trash, a page deep in the tasks list, the notes calendar's month, a shopping list's own
 *     request, counts and progress — with the query plans of the paged lists on both engines
 *   - POST /api/notes/:id/toggle
 * and prints median and p95; then the load phase (load.ts): 200 users at once for 60 s. Embedded
 * SQLite always; PostgreSQL too when DATABASE_URL is set or a local PostgreSQL answers. Last, the
 * throughput phase (throughput.ts): req/s of /api/health and a 100-note task list against bare node:http.
 * The sync-latency phase (sync-latency.ts): a write on one device → the change event on another.
 * The sync phase (sync-pull.ts): GET /api/sync of a 10,000-note user, the full pull and a one-change pull.
 * The search phase (search.ts): GET /api/search of a 10,000-note user; fails when a query's p95 is over 30 ms.
 * The hostile phase (hostile.ts): the worst repeat rule, the worst search, eight import bombs and 500 push
 * registrations against the compiled server's own process, with /api/health's p99 meanwhile (issue 24).
 * The quick-add phase (quick-add.ts): the parser's time per line; fails when its p95 is over 1 ms (issue 28).
 * The streams phase (streams.ts): 1,000 open live-sync streams on one instance; health p99, a write's
 * latency and the server's RSS while they are open (issue 26).
 * Figures, not pass/fail: these machines are shared and noisy.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/client.ts";
import { withBenchServer } from "./bench-server.ts";
import { quantiles, signUpBenchUser } from "./bench-user.ts";
import { findPostgres } from "./find-postgres.ts";
import { hostilePhase } from "./hostile.ts";
import { explainPages, screenRequests } from "./list-pages.ts";
import { loadPhase } from "./load.ts";
import { quickAddPhase } from "./quick-add.ts";
import { searchPhase } from "./search.ts";
import { seedNotes } from "./seed.ts";
import { streamsPhase } from "./streams.ts";
import { syncLatencyPhase } from "./sync-latency.ts";
import { syncPullPhase } from "./sync-pull.ts";
import { throughputPhase } from "./throughput.ts";

const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const LIST_RUNS = 60;
const TOGGLE_RUNS = 200;

function summary(samples: number[]) {
  const at = quantiles(samples);
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (n=${samples.length})`;
}

/** Times `request` `runs` times; `beforeEach` runs first each time, outside the timing. */
async function time(
  runs: number,
  request: (run: number) => Promise<Response>,
  beforeEach: (run: number) => Promise<unknown> = async () => undefined,
) {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await beforeEach(run);
    const started = performance.now();
    const response = await request(run);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function benchEngine(label: string, postgresAdminUrl: string | null) {
  return withBenchServer(postgresAdminUrl, async ({ server, mail }) => {
    const [main, ...others] = await Promise.all(
      ["main", "other1", "other2"].map((name) => signUpBenchUser(server.url, mail, `${name}@bench.test`)),
    );
    if (!main) throw new Error("no main user");
    const seeding = performance.now();
    const handle = openDatabase(server.config);
    await seedNotes(handle.db, main.userId, NOTES);
    for (const other of others) await seedNotes(handle.db, other.userId, NOTES / 5);
    // A trash of 500 (one note in 20, by creation order), so the trash screen has pages too.
    const mainNotes = await handle.db
      .selectFrom("notes")
      .select(["id", "category"])
      .where("user_id", "=", main.userId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const toTrash = mainNotes.filter((_, index) => index % 20 === 0).map((note) => note.id);
    const trashed = new Set(toTrash);
    const taskIds = mainNotes
      .filter((note) => note.category === "tasks" && !trashed.has(note.id))
      .slice(0, 50)
      .map((note) => note.id);
    const trashedAt = new Date().toISOString();
    for (let start = 0; start < toTrash.length; start += 500) {
      await handle.db
        .updateTable("notes")
        .set({ is_deleted: true, deleted_at: trashedAt, updated_at: trashedAt })
        .where("id", "in", toTrash.slice(start, start + 500))
        .execute();
    }
    const listId = (
      await handle.db
        .selectFrom("notes")
        .select("id")
        .where("user_id", "=", main.userId)
        .where("category", "=", "shopping")
        .where("is_deleted", "=", false)
        .executeTakeFirstOrThrow()
    ).id;
    // As autovacuum leaves a table after this many inserts: fresh statistics for the planner, and the
    // visibility map set so that index-only scans (the calendar's month) need not visit the rows.
    if (postgresAdminUrl !== null) await sql`vacuum analyze notes`.execute(handle.db);
    const plans = await explainPages(handle.db, main.userId, postgresAdminUrl !== null);
    await handle.close();
    console.log(
      `\n${label}: seeded ${NOTES} notes (+${(2 * NOTES) / 5} for two other users; 500 of the ${NOTES} in the trash) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // Asked again with nothing changed, a read is answered from the answer cache by data version
    // (docs/decisions/015); after a write it runs its queries. The screen sees both: the second
    // line is a device's first load or the refresh after a change.
    const afterAWrite = (run: number) => main.client.post(`/api/notes/${taskIds[run % taskIds.length]}/toggle`);
    console.log("  Per-screen requests (each as the web app asks it; page size 50):");
    for (const [screen, path] of await screenRequests(main.client, listId)) {
      await time(5, () => main.client.get(path)); // warm-up
      const size = (await (await main.client.get(path)).text()).length;
      const unchanged = summary(await time(LIST_RUNS, () => main.client.get(path)));
      const changed = summary(await time(LIST_RUNS, () => main.client.get(path), afterAWrite));
      console.log(`  ${screen.padEnd(36)}unchanged: ${unchanged}, ${(size / 1024).toFixed(1)} KB`);
      console.log(`  ${"".padEnd(36)}after a write: ${changed}`);
    }
    console.log("  Query plans of the paged lists (first page and a page further on, per segment):");
    for (const plan of plans) console.log(`    ${plan}`);
    console.log(
      `  POST /api/notes/:id/toggle           ${summary(await time(TOGGLE_RUNS, (run) => main.client.post(`/api/notes/${taskIds[run % taskIds.length]}/toggle`)))}`,
    );
  });
}

/**
 * BENCH_PHASES: any of "lists", "load", "sync-latency", "sync", "search", "hostile", "streams", "throughput", "quick-add" (default all); BENCH_LOAD_* size the load phase
 * (load.ts), BENCH_THROUGHPUT_* the throughput phase (throughput.ts).
 */
const phases = new Set(
  (process.env.BENCH_PHASES ?? "lists,load,sync-latency,sync,search,hostile,streams,throughput,quick-add")
    .split(",")
    .map((phase) => phase.trim()),
);
const load = {
  users: Number(process.env.BENCH_LOAD_USERS ?? 200),
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50),
};
const throughput = {
  seconds: Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10),
  connections: Number(process.env.BENCH_THROUGHPUT_CONNECTIONS ?? 20),
  rounds: Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3),
};
const postgresUrl = await findPostgres();
const engines: [string, string | null][] = [["SQLite (embedded)", null]];
if (postgresUrl) engines.push(["PostgreSQL", postgresUrl]);
let loadErrors = 0;
for (const [label, adminUrl] of engines) {
  if (phases.has("lists")) await benchEngine(label, adminUrl);
  if (phases.has("load")) loadErrors += await loadPhase(label, adminUrl, load);
  if (phases.has("sync-latency")) await syncLatencyPhase(label, adminUrl);
  if (phases.has("sync")) await syncPullPhase(label, adminUrl);
  if (phases.has("search")) loadErrors += await searchPhase(label, adminUrl);
  if (phases.has("hostile")) loadErrors += await hostilePhase(label, adminUrl);
  if (phases.has("streams")) loadErrors += await streamsPhase(label, adminUrl);
}
if (phases.has("throughput")) loadErrors += await throughputPhase(throughput);
if (phases.has("quick-add")) loadErrors += quickAddPhase();
// The list timings and rates are figures; an error under load is a failure.
if (loadErrors > 0) process.exitCode = 1;
