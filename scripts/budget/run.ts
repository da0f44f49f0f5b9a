/**
 * `npm run budget` (after a build) and `npm run budget:measure` (on an existing build): the
 * performance budgets of issue 10. Starts the built app on a fresh database, gives one user
 * HOME_NOTES notes, and loads each route of BUDGET_ROUTES cold RUNS_PER_ROUTE times in Debian's
 * Chromium on an emulated mid-range phone over slow 4G (budgets.ts). Prints a table of the medians,
 * writes them to .build/budget-report.json, and exits 1 naming every broken budget.
 *
 *   BUDGET_DIST  the build to measure (default: E2E_DIST, else dist)
 *   BUDGET_PORT  the server's port (default 3198; the browser tests use 3197)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../e2e/support/chromium-launch.ts";
import {
  BUDGET_ROUTES,
  type BudgetRoute,
  CPU_SLOWDOWN,
  EXTRA_LOADS_WHILE_OVER,
  HOME_NOTES,
  MOBILE_SCREEN,
  QUIET_WINDOW_MS,
  RUNS_PER_ROUTE,
  SLOW_4G,
  TAP_BUDGETS_ENFORCED,
} from "./budgets.ts";
import { INTERACTIONS } from "./interactions.ts";
import { brokenBudgets, judgedFigures, judgeVisits, median, type TapRow, type VisitRun } from "./judge-figures.ts";
import { measureRouteWithTaps } from "./measure-interactions.ts";
import { measureRoute, type RouteRun } from "./measure-route.ts";
import { REPO_ROOT, startMeasuredBuild } from "./measured-build.ts";
import { formatTable, formatTapTable, type ReportRow } from "./report-table.ts";

const reportFile = path.join(REPO_ROOT, ".build/budget-report.json");

const started = performance.now();
const { server, signedIn, account } = await startMeasuredBuild("budget");
const rows: ReportRow[] = [];
const runsByRoute: Record<string, RouteRun[]> = {};
const tapRows: TapRow[] = [];
const visitsByRoute: Record<string, Record<TapRow["visit"], VisitRun[]>> = {};
// The machine's load, beside the figures: a busy machine makes every figure slower.
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
const loadAtStart = loadAverage();
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const route of BUDGET_ROUTES) {
      runsByRoute[route.path] = [];
      visitsByRoute[route.path] = { first: [], later: [] };
    }
    // Round by round, each route once per round: a burst of load on the shared machine then spoils
    // one load of several routes, which the median drops, rather than every load of one route.
    for (let round = 1; round <= RUNS_PER_ROUTE; round += 1) {
      const measuring = performance.now();
      for (const route of BUDGET_ROUTES) {
        const url = server.baseUrl + route.path;
        const state = route.signedIn ? signedIn : undefined;
        const measured = await measureRouteWithTaps(browser, url, state, INTERACTIONS[route.path], account);
        runsByRoute[route.path]?.push(measured.run);
        if (measured.cold) visitsByRoute[route.path]?.first.push(measured.cold);
        if (measured.warm) visitsByRoute[route.path]?.later.push(measured.warm);
      }
      console.log(`budget: round ${round} of ${RUNS_PER_ROUTE} (each route once) in ${seconds(measuring)} s`);
    }
    for (const route of BUDGET_ROUTES) {
      const runs = runsByRoute[route.path] ?? [];
      const state = route.signedIn ? signedIn : undefined;
      for (let extra = 1; extra <= EXTRA_LOADS_WHILE_OVER && tbtOver(runs, route); extra += 1) {
        console.log(
          `budget: ${route.path}'s TBT is over its budget; loading it again (${extra} of ${EXTRA_LOADS_WHILE_OVER})`,
        );
        runs.push(await measureRoute(browser, server.baseUrl + route.path, state));
      }
      const unsettled = runs.filter((run) => !run.settled).length;
      if (unsettled > 0) console.warn(`budget: ${route.path} did not settle in ${unsettled} of ${runs.length} loads`);
      const figures = judgedFigures(runs);
      const wallTbtMs = median(runs.map((run) => run.wallTbtMs));
      rows.push({ route: route.path, figures, wallTbtMs, broken: brokenBudgets(figures, route.budget) });
      const interactions = INTERACTIONS[route.path];
      const visits = visitsByRoute[route.path];
      if (interactions && visits) {
        const names = interactions.map((interaction) => interaction.name);
        tapRows.push(...judgeVisits(route.path, names, visits, route.path === "/home"));
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

console.log(
  `\nPerformance budgets — median of ${RUNS_PER_ROUTE} cold loads (TBT: the best load, with up to ${EXTRA_LOADS_WHILE_OVER} more while over), ${CPU_SLOWDOWN}× CPU slowdown, ` +
    `slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downloadKbps.toFixed(0)} kbit/s down), ` +
    `${MOBILE_SCREEN.width}×${MOBILE_SCREEN.height} screen; /home with ${HOME_NOTES} notes; KB = 1024 bytes of compressed body; ` +
    "TBT counts the page's long tasks by their CPU time (Chrome's trace: the throttling's pauses count, a busy machine's wait for a core does not), " +
    "wall TBT (the median) by their duration, over the same window\n",
);
console.log(formatTable(rows));
console.log(
  `\nFirst taps — median of ${RUNS_PER_ROUTE}; "first": a new context, tapped as soon as the control shows; ` +
    `"later": a second navigation in the settled context; event = Event Timing duration (— none reported), ` +
    `effect = tap → paint showing the effect; judged = the larger. Load average at start ${loadAtStart}, at end ${loadAverage()}\n`,
);
console.log(formatTapTable(tapRows));
writeReport();
console.log(`\nbudget: ${seconds(started)} s; figures in ${path.relative(REPO_ROOT, reportFile)}`);

const broken = rows.flatMap((row) => row.broken.map((budget) => `${row.route}: ${budget}`));
const overTapBudgets = tapRows.flatMap((row) => row.broken.map((budget) => `${row.route}: ${budget}`));
if (overTapBudgets.length > 0) {
  // Reported, not yet enforced (TAP_BUDGETS_ENFORCED in budgets.ts): issue 27 is still bringing them there.
  const verdict = TAP_BUDGETS_ENFORCED ? "broken" : "over (reported, not enforced yet)";
  console.error(`\nFirst-tap budgets ${verdict}:\n${overTapBudgets.map((line) => `  ${line}`).join("\n")}`);
  if (TAP_BUDGETS_ENFORCED) process.exitCode = 1;
}
if (broken.length > 0) {
  console.error(`\nPerformance budget broken:\n${broken.map((line) => `  ${line}`).join("\n")}`);
  process.exitCode = 1;
}

function writeReport() {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    commit: gitCommit(),
    conditions: { cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, screen: MOBILE_SCREEN, quietWindowMs: QUIET_WINDOW_MS },
    homeNotes: HOME_NOTES,
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
    interactions: tapRows,
    visits: visitsByRoute,
    routes: rows.map((row) => ({
      ...row,
      budget: BUDGET_ROUTES.find((route) => route.path === row.route)?.budget,
      runs: runsByRoute[row.route],
    })),
  };
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

function tbtOver(runs: RouteRun[], route: BudgetRoute): boolean {
  return !(judgedFigures(runs).tbtMs <= route.budget.tbtMs);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
