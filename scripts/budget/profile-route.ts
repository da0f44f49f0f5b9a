/**
 * `npx tsx scripts/budget/profile-route.ts [route] [loads]`: what a route's long tasks are. Loads the
 * route (default /home, signed in with HOME_NOTES notes) exactly as the budgets do — the same build
 * (BUDGET_DIST), server (BUDGET_PORT), seeded user, phone, CPU slowdown and slow 4G — while Chrome
 * records a trace with its CPU profiler on, then prints, for each long task after first contentful
 * paint, what it blocked for and where its time went: the browser's activities (script evaluation,
 * layout, …) and the app's functions and modules by self time, named through the build's source maps.
 * Each trace is kept in .build/profile/ for DevTools' Performance panel (Load profile…);
 * `… profile-route.ts --trace .build/profile/home-1.json` prints a kept trace's long tasks again.
 *
 * The profiler's sampling makes every task somewhat longer than in `npm run budget:measure`: read the
 * shares, and take the budget's figures from the budget.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../e2e/support/chromium-launch.ts";
import { BUDGET_ROUTES } from "./budgets.ts";
import { TIMELINE_CATEGORIES, tracedLoad, traceEvents } from "./load-trace.ts";
import { breakDownLongTasks, type LoadBreakdown, type Share } from "./long-task-breakdown.ts";
import { MEASURED_DIST, REPO_ROOT, startMeasuredBuild } from "./measured-build.ts";
import { withPhonePage } from "./phone-page.ts";
import type { SignedInState } from "./seed-home-user.ts";
import { sourceMapResolver } from "./source-positions.ts";
import { totalBlockingTime } from "./total-blocking-time.ts";

/** The budget's own categories, plus the CPU profiler's samples and the browser's finer activities. */
const TRACE_CATEGORIES = [
  ...TIMELINE_CATEGORIES,
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];
/** How many entries of each ranking to print. */
const TOP = 6;

const traceDir = path.join(REPO_ROOT, ".build/profile");
const resolve = sourceMapResolver(path.join(MEASURED_DIST, "web"));
const routePath = process.argv[2] ?? "/home";

if (routePath === "--trace") {
  const traceFile = process.argv[3] ?? "";
  console.log(`${traceFile}:`);
  printLongTasks(breakDownLongTasks(traceEvents(readFileSync(traceFile)), resolve));
} else {
  await profileRoute(routePath, Number(process.argv[3] ?? 1));
}

async function profileRoute(routePath: string, loads: number) {
  // A route the budgets do not list (/planner, …) is one of the signed-in screens.
  const signedInRoute = BUDGET_ROUTES.find((route) => route.path === routePath)?.signedIn ?? true;
  const { server, signedIn } = await startMeasuredBuild("profile");
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (let load = 1; load <= loads; load += 1) {
        await profileLoad(browser, server.baseUrl + routePath, signedInRoute ? signedIn : undefined, load);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

async function profileLoad(browser: Browser, url: string, storageState: SignedInState | undefined, load: number) {
  const { observations, events } = await withPhonePage(browser, storageState, (phone) =>
    tracedLoad(browser, phone, url, TRACE_CATEGORIES),
  );
  mkdirSync(traceDir, { recursive: true });
  const routeName = new URL(url).pathname;
  const traceFile = path.join(
    traceDir,
    `${routeName.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "landing"}-${load}.json`,
  );
  writeFileSync(traceFile, JSON.stringify({ traceEvents: events }));
  const tbt = totalBlockingTime(observations.longTasks, observations.fcp ?? 0, observations.now);
  console.log(
    `\n${url} load ${load}: FCP ${ms(observations.fcp)} ms, LCP ${ms(observations.lcp)} ms, ` +
      `TBT ${ms(tbt)} ms as the page counts it; trace in ${path.relative(REPO_ROOT, traceFile)}`,
  );
  printLongTasks(breakDownLongTasks(events, resolve));
}

function printLongTasks(breakdown: LoadBreakdown) {
  console.log(`  blocking time from the tasks' CPU time (as on an idle machine): ${ms(breakdown.cpuBlockingMs)} ms`);
  for (const task of breakdown.tasks) {
    const waited = task.cpuMs < task.durationMs / 2 ? " — mostly waiting for a CPU: the machine is busy" : "";
    console.log(
      `\n  task at ${ms(task.startMs)} ms: ${ms(task.durationMs)} ms (${ms(task.cpuMs)} ms on the CPU), ` +
        `${ms(task.blockingMs)} ms of it blocking${waited}`,
    );
    console.log(`    activities  ${listed(task.activities)}`);
    console.log(`    modules     ${listed(task.modules)}`);
    console.log(`    functions   ${listed(task.functions)}`);
  }
  if (breakdown.tasks.length === 0) console.log("  no long task after first contentful paint");
}

function listed(shares: Share[]): string {
  if (shares.length === 0) return "—";
  return shares
    .slice(0, TOP)
    .map((share) => `${share.name} ${ms(share.ms)}`)
    .join("\n                ");
}

function ms(value: number | null): string {
  return value === null ? "—" : String(Math.round(value));
}
