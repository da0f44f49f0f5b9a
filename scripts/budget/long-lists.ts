/**
 * `npx tsx scripts/budget/long-lists.ts [notes] [entries]`: how /home's long lists hold up for a user
 * with many notes (default 10,000, seeded straight into the database as bench/seed.ts does) — on the
 * budgets' phone (CPU slowdown, slow 4G; phone-page.ts), each tab (tasks, shopping lists, notes with
 * "Show all") is loaded and scrolled down a screen at a time until `entries` (default 1,000) are loaded.
 * Prints, per tab: the long tasks after the first cards showed (the longest, and how many over 200 ms),
 * the most cards the DOM held at once, and how long the scrolling took. The build is BUDGET_DIST's,
 * on BUDGET_PORT, as for the budgets. A tool, not a test: the figures depend on the machine's load.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { sql } from "kysely";
import { seedNotes } from "../../bench/seed.ts";
import { chromiumLaunchOptions } from "../../e2e/support/chromium-launch.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { MEASURED_DIST, MEASURED_PORT } from "./measured-build.ts";
import { withPhonePage } from "./phone-page.ts";
import { type SignedInState, seedHomeUser } from "./seed-home-user.ts";
import { startBuiltServer } from "./start-built-server.ts";

const NOTES = Number(process.argv[2] ?? 10_000);
const ENTRIES = Number(process.argv[3] ?? 1_000);
const PAGE_SIZE = 50;
/** What the issue allows a long task after the first render. */
const LONG_TASK_LIMIT_MS = 200;
/** Per tab: a phone at a quarter of this machine's speed needs a while for 1,000 cards. */
const TAB_TIMEOUT_MS = 6 * 60_000;
/**
 * LONG_LISTS_TRACE=1 records a trace while scrolling and adds each over-limit task's CPU time: on a busy
 * machine a task's duration is mostly waiting for a CPU, and its CPU time is what the page did.
 */
const TRACE = process.env.LONG_LISTS_TRACE === "1";

type TraceSlice = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

type TabFigures = {
  tab: string;
  entriesLoaded: number;
  longestTaskMs: number;
  tasksOverLimit: number;
  longTasks: number;
  mostCardsInDom: number;
  /** With all entries loaded and a few screens scrolled: what a long list keeps. */
  cardsInDomAtEnd: number;
  /** When (s after the first cards) each task over the limit began, and how long it was (ms). */
  overLimit: string;
  /** With LONG_LISTS_TRACE=1: the CPU time (ms) of each task over the limit, from the trace. */
  cpuOfOverLimit?: string;
  seconds: number;
};

const server = await startBuiltServer(MEASURED_DIST, MEASURED_PORT);
try {
  const signedIn = await seedUser(server.baseUrl, server.dataDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const figures: TabFigures[] = [];
    for (const tab of ["tasks", "shopping", "notes"] as const) {
      figures.push(await scrollTab(browser, signedIn, `${server.baseUrl}/home?tab=${tab}`, tab));
      console.log(JSON.stringify(figures.at(-1)));
    }
    console.log(`\n${MEASURED_DIST}: ${NOTES} notes, scrolled to ${ENTRIES} loaded entries per tab`);
    console.table(figures);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

/** A signed-up user (through the API) whose NOTES notes go straight into the server's SQLite file. */
async function seedUser(baseUrl: string, dataDir: string): Promise<SignedInState> {
  const signedIn = await seedHomeUser(baseUrl, dataDir, 0);
  const handle = openDatabase({ dataDir, databaseUrl: null });
  try {
    const user = await handle.db.selectFrom("user").select("id").executeTakeFirstOrThrow();
    const started = performance.now();
    await seedNotes(handle.db, user.id, NOTES);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(handle.db);
    console.log(`long-lists: ${rows[0]?.count} notes seeded in ${seconds} s`);
  } finally {
    await handle.close();
  }
  return signedIn;
}

async function scrollTab(browser: Browser, signedIn: SignedInState, url: string, tab: string): Promise<TabFigures> {
  return withPhonePage(browser, signedIn, async ({ page }) => {
    let pagesLoaded = 0;
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === "/api/notes" && response.request().method() === "GET") pagesLoaded += 1;
    });
    await page.goto(url, { timeout: TAB_TIMEOUT_MS });
    const cards = page.getByRole("tabpanel").locator("[data-note-id]");
    await cards.first().waitFor({ timeout: TAB_TIMEOUT_MS });
    if (tab === "notes") {
      await page.getByRole("button", { name: "Show all" }).click();
      await page.getByRole("button", { name: "Load more" }).waitFor({ timeout: TAB_TIMEOUT_MS });
    }
    // Long tasks count from here: the first render is the budgets' business (decision 016).
    const since = (await page.evaluate("performance.now()")) as number;
    const started = Date.now();
    if (TRACE) await browser.startTracing(page, { categories: ["toplevel", "disabled-by-default-devtools.timeline"] });
    let mostCards = 0;
    while (pagesLoaded * PAGE_SIZE < ENTRIES && Date.now() - started < TAB_TIMEOUT_MS) {
      mostCards = Math.max(mostCards, await scrollOneScreen(page));
    }
    // A few more screens with everything loaded: the rows are measured as they come in.
    let cardsAtEnd = 0;
    for (let screen = 0; screen < 5; screen += 1) {
      cardsAtEnd = await scrollOneScreen(page);
      mostCards = Math.max(mostCards, cardsAtEnd);
    }
    const cpuOfOverLimit = TRACE ? cpuTimesOverLimit(await browser.stopTracing()) : undefined;
    // The page's globals go in a string: scripts/ is type-checked without the DOM library.
    const recorded = (await page.evaluate("window.__budget.longTasks")) as { startTime: number; duration: number }[];
    const after = recorded.filter((task) => task.startTime >= since);
    const longTasks = after.map((task) => task.duration);
    const overLimit = after
      .filter((task) => task.duration > LONG_TASK_LIMIT_MS)
      .map((task) => `${((task.startTime - since) / 1000).toFixed(1)}s:${Math.round(task.duration)}`)
      .join(" ");
    return {
      tab,
      entriesLoaded: pagesLoaded * PAGE_SIZE,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      tasksOverLimit: longTasks.filter((duration) => duration > LONG_TASK_LIMIT_MS).length,
      longTasks: longTasks.length,
      mostCardsInDom: mostCards,
      cardsInDomAtEnd: cardsAtEnd,
      overLimit,
      ...(cpuOfOverLimit === undefined ? {} : { cpuOfOverLimit }),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  });
}

/** Scrolls down by most of a screen, lets the page answer, and counts the cards in the DOM. */
async function scrollOneScreen(page: Page): Promise<number> {
  await page.evaluate("window.scrollBy(0, window.innerHeight * 0.85)");
  await page.waitForTimeout(150);
  return (await page.evaluate('document.querySelectorAll("[data-note-id]").length')) as number;
}

/** The CPU time of each of the renderer main thread's tasks longer than the limit, in order. */
function cpuTimesOverLimit(trace: Buffer): string {
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceSlice[] };
  const main = traceEvents.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  return traceEvents
    .filter(
      (event) =>
        event.name === "RunTask" &&
        event.ph === "X" &&
        event.pid === main?.pid &&
        event.tid === main?.tid &&
        (event.dur ?? 0) > LONG_TASK_LIMIT_MS * 1000,
    )
    .map((event) => `${Math.round((event.dur ?? 0) / 1000)}/${Math.round((event.tdur ?? 0) / 1000)}cpu`)
    .join(" ");
}
