import { setTimeout } from "node:timers/promises";
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
 * RSS grows by at most 150 MB for eight bombs at once (the old code in this test: +390 MB for one bomb,
 * which it imported, +703 MB for eight; now about +50 MB and +10 MB, the worker's start included), and
 * the event loop never spends more than 1 s of CPU in one turn (the old code: 4.2 s of CPU in one
 * JSON.parse of the 10 MB nested export, 4.9 s in the review; now about 0.2 s). The loop is judged
 * by the main thread's CPU time between two ticks of a 10 ms timer (test-support/event-loop-turns.ts),
 * not by wall-clock time: on a loaded machine the loop also waits for a core, which is no work of ours.
 * Where /proc is missing the wall-clock delay stands in, with a bound twice as wide. The figures are
 * soft assertions made first, so a failing run reports all of them.
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

/**
 * Runs `work` and answers how far the process's RSS rose above where it stood before: the kernel's
 * high-water mark (maxRSS) when `work` raised it — exact, however brief the peak, even inside one
 * synchronous stretch — else the highest of samples taken every 5 ms.
 */
async function measuringRss<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const highWaterMark = () => process.resourceUsage().maxRSS * 1024;
  const before = process.memoryUsage.rss();
  const markBefore = highWaterMark();
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    sampled = Math.max(sampled, process.memoryUsage.rss());
    const markAfter = highWaterMark();
    const peak = markAfter > markBefore ? Math.max(markAfter, sampled) : sampled;
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** An import whose body arrives only when `finish` is called: it holds the import slot until then. */
function slowImport() {
  let finish = () => {};
  const released = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const file = new TextEncoder().encode(JSON.stringify(oneNoteExport(uuidv7(), "Slow upload")));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(file.subarray(0, 10));
      await released;
      controller.enqueue(file.subarray(10));
      controller.close();
    },
  });
  const init = { method: "POST", body, headers: { "content-type": "application/json" }, duplex: "half" };
  const answer = client.request("/api/import", init as RequestInit).then((response) => ({ status: response.status }));
  return { answer, finish };
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
      expectRssGrowthBounded(growth);
      expect(result).toMatchObject({ status: 413, code: "import_zip_entry_too_large" });
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
      expectRssGrowthBounded(growth);
      expectLoopNeverHeld(turns);
      for (const answer of answers) {
        if (answer.status === 503) {
          expect(answer.code).toBe("server_busy");
          expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        } else expect(answer).toMatchObject({ status: 413, code: "import_zip_entry_too_large" });
      }
      // Whether any met another still running depends on timing; the next test makes them meet.
      expect(answers.filter((answer) => answer.status === 413).length).toBeGreaterThan(0);
    },
    OLD_CODE_TIMEOUT_MS,
  );

  it("answers imports arriving while one runs 503 server_busy with Retry-After, without reading them", async () => {
    const slow = slowImport();
    let answers: Awaited<ReturnType<typeof bombAnswer>>[];
    try {
      // The slow import holds the slot once a probe is told the server is busy.
      for (let tries = 0; (await importJson(client, "{}")).status !== 503; tries++) {
        expect(tries, "the slow import never held the slot").toBeLessThan(100);
        await setTimeout(50);
      }
      answers = await Promise.all(Array.from({ length: 8 }, () => bombAnswer()));
    } finally {
      slow.finish();
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: "server_busy" });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(await slow.answer).toMatchObject({ status: 200 });
  });

  it(
    "reads a 10 MB deeply nested export without holding the event loop, and refuses it",
    async () => {
      const text = deeplyNestedExport();
      const { result, turns } = await measuringLoopTurns(async () => [
        await importJson(client, text),
        await importForm(client, "poriadok", text),
      ]);
      expectLoopNeverHeld(turns);
      for (const answer of result) {
        expect([answer.status, answer.body.error?.code]).toEqual([400, "import_invalid_file"]);
        expect(answer.body.error).toMatchObject({ details: [{ field: "", message: "importProblem.tooDeep" }] });
      }
    },
    OLD_CODE_TIMEOUT_MS,
  );

  it("imports an ordinary file afterwards: every slot was given back", async () => {
    const answer = await importJson(client, oneNoteExport(uuidv7(), "After the bombs"));
    expect(answer).toMatchObject({ status: 200, body: { notes: 1 } });
    expect((await importForm(client, "keep", new Uint8Array(0))).body.error?.code).toBe("import_zip_unreadable");
  });
});
