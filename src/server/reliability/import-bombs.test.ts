import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { importForm, importJson, oneNoteExport } from "../test-support/data-transfer.ts";
import { type LoopTurns, measuringLoopTurns } from "../test-support/event-loop-turns.ts";
import { deeplyNestedExport, keepNoteBomb } from "../test-support/import-bombs.ts";
import type { TestClient } from "../test-support/test-client.ts";

/**
 * Issue 24, point 4: an import is no lever on the server's memory or its event loop. The server runs
 * in this process, so this process's RSS is the server's (the import's worker thread included) and
 * its event loop is the server's.
 *
 * Bounds are generous, so a busy machine does not fail them, yet far from the old code's figures:
 * RSS grows by at most 150 MB for eight bombs at once (before: +286 MB for one, 1.2 GB for eight), and
 * the event loop never spends more than 1 s of CPU in one turn (before: JSON.parse of the 10 MB nested
 * export held it 4.9 s in the review, 990 ms of CPU for 3 MB of it on this machine). The loop is judged
 * by the main thread's CPU time between two ticks of a 10 ms timer (test-support/event-loop-turns.ts),
 * not by wall-clock time: on a loaded machine the loop also waits for a core, which is no work of ours.
 * Where /proc is missing the wall-clock delay stands in, with a bound twice as wide. The figures are
 * soft assertions, so a failing run reports all of them.
 */
const RSS_GROWTH_MAX = 150 * 1024 * 1024;
const LOOP_TURN_CPU_MAX_MS = 1_000;
/** The new code answers in seconds; the old one took minutes here, and should fail on the figures, not time out. */
const OLD_CODE_TIMEOUT_MS = 300_000;

function expectLoopNeverHeld(turns: LoopTurns) {
  const figures = `the longest turn: ${turns.longestCpuMs} ms of CPU, ${Math.round(turns.longestDelayMs)} ms of delay`;
  if (turns.longestCpuMs === null) expect.soft(turns.longestDelayMs, figures).toBeLessThan(2 * LOOP_TURN_CPU_MAX_MS);
  else expect.soft(turns.longestCpuMs, figures).toBeLessThan(LOOP_TURN_CPU_MAX_MS);
}

function expectRssGrowthBounded(growth: number) {
  expect.soft(growth, `RSS grew by ${Math.round(growth / (1024 * 1024))} MB`).toBeLessThan(RSS_GROWTH_MAX);
}

let harness: AccountsServer;
let client: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  await keepNoteBomb();
}, 60_000);
afterAll(() => harness.close());

/** Runs `work` while sampling the process's RSS every 5 ms; answers its result and the peak growth. */
async function measuringRss<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

async function bombAnswer() {
  const form = new FormData();
  form.set("source", "keep");
  form.set("file", new Blob([await keepNoteBomb()]), "takeout-bomb.zip");
  const response = await client.request("/api/import", { method: "POST", body: form });
  const body = (await response.json()) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code, retryAfter: response.headers.get("retry-after") };
}

describe("import bombs (issue 24)", () => {
  it(
    "refuses a 101 KB Keep zip holding a 99 MB note as soon as the note passes 1 MB",
    async () => {
      const { result, growth } = await measuringRss(bombAnswer);
      expect(result).toMatchObject({ status: 413, code: "import_zip_entry_too_large" });
      expectRssGrowthBounded(growth);
    },
    OLD_CODE_TIMEOUT_MS,
  );

  it(
    "takes eight bombs at once: each refused or told to come back later, memory bounded",
    async () => {
      const { result, growth } = await measuringRss(() =>
        measuringLoopTurns(() => Promise.all(Array.from({ length: 8 }, () => bombAnswer()))),
      );
      const { result: answers, turns } = result;
      expectLoopNeverHeld(turns);
      for (const answer of answers) {
        if (answer.status === 503) {
          expect(answer.code).toBe("server_busy");
          expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        } else expect(answer).toMatchObject({ status: 413, code: "import_zip_entry_too_large" });
      }
      expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 413).length).toBeGreaterThan(0);
      expectRssGrowthBounded(growth);
    },
    OLD_CODE_TIMEOUT_MS,
  );

  it(
    "reads a 10 MB deeply nested export without holding the event loop, and refuses it",
    async () => {
      const text = deeplyNestedExport();
      const { result, turns } = await measuringLoopTurns(async () => [
        await importJson(client, text),
        await importForm(client, "poriadok", text),
      ]);
      for (const answer of result) {
        expect([answer.status, answer.body.error?.code]).toEqual([400, "import_invalid_file"]);
        expect(answer.body.error).toMatchObject({ details: [{ field: "", message: "importProblem.tooDeep" }] });
      }
      expectLoopNeverHeld(turns);
    },
    OLD_CODE_TIMEOUT_MS,
  );

  it("imports an ordinary file afterwards: every slot was given back", async () => {
    const answer = await importJson(client, oneNoteExport(uuidv7(), "After the bombs"));
    expect(answer).toMatchObject({ status: 200, body: { notes: 1 } });
    expect((await importForm(client, "keep", new Uint8Array(0))).body.error?.code).toBe("import_zip_unreadable");
  });
});
