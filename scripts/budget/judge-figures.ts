import { BYTES_PER_KB, FIRST_CARD_BUDGET_MS, INTERACTION_BUDGET_MS, type RouteBudget } from "./budgets.ts";
import type { TapState } from "./tap-observers.ts";

/** What one cold load of one route measured. */
export type RouteFigures = { jsBytes: number; cssBytes: number; lcpMs: number; tbtMs: number };

/** Where a response's bytes count: scripts (modulepreload included) and stylesheets; the rest is neither. */
export function resourceKind(resourceType: string, mimeType: string): "js" | "css" | "other" {
  if (resourceType === "Script" || /javascript|ecmascript/i.test(mimeType)) return "js";
  if (resourceType === "Stylesheet" || /^text\/css/i.test(mimeType)) return "css";
  return "other";
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The figures judged: the median of each on its own (one slow run's LCP should not pick the JS figure
 * too), except TBT, which is the best of the loads. Each load's TBT already counts CPU time rather than
 * the wall clock (total-blocking-time.ts), but on a busy machine Chrome's throttling still runs long
 * in some loads; a page that blocks too long does so in every load, so the best of them still fails it.
 */
export function judgedFigures(runs: RouteFigures[]): RouteFigures {
  return {
    jsBytes: median(runs.map((run) => run.jsBytes)),
    cssBytes: median(runs.map((run) => run.cssBytes)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: runs.length === 0 ? Number.NaN : Math.min(...runs.map((run) => run.tbtMs)),
  };
}

export const kb = (bytes: number) => bytes / BYTES_PER_KB;

/** The budgets a route's figures break, each named with figure and limit; empty when it passes. */
export function brokenBudgets(figures: RouteFigures, budget: RouteBudget): string[] {
  const broken: string[] = [];
  if (kb(figures.jsBytes) > budget.jsKb) broken.push(`JS ${kb(figures.jsBytes).toFixed(1)} KB > ${budget.jsKb} KB`);
  // A page without a measured LCP (NaN) has nothing to show a user yet: that breaks the budget too.
  if (!(figures.lcpMs <= budget.lcpMs)) broken.push(`LCP ${Math.round(figures.lcpMs)} ms > ${budget.lcpMs} ms`);
  if (!(figures.tbtMs <= budget.tbtMs)) broken.push(`TBT ${Math.round(figures.tbtMs)} ms > ${budget.tbtMs} ms`);
  return broken;
}

/**
 * One timed tap (issue 27): `eventMs` is the Event Timing duration of its interaction (input → the
 * next paint after its handlers), null when the browser reported none (under the API's 16 ms floor,
 * or the tap left the document, which takes its entries along); `effectMs` is tap → the paint that
 * shows its effect (NaN: never shown). For the first task card, `effectMs` is navigation → its paint.
 */
export type TapRun = { eventMs: number | null; effectMs: number };
export type TapFigures = TapRun & { judgedMs: number };

/** The tap's figures from what the page recorded (tap-observers.ts). */
export function tapRun(state: TapState): TapRun {
  const { tapAt, effectAt, tapTimeStamp, tapOrigin } = state.armed;
  const effectMs = tapAt !== null && effectAt !== null ? effectAt - tapAt : Number.NaN;
  if (tapTimeStamp === null || tapOrigin !== state.origin) return { eventMs: null, effectMs };
  // The tap's entries (pointerdown, pointerup, click) share an interactionId; the first to start at or
  // after the pointerdown is the tap's (1 ms slack: the entry's startTime is rounded).
  const ours = state.events.filter((entry) => entry.startTime >= tapTimeStamp - 1);
  const first = ours.reduce<(typeof ours)[number] | null>((a, b) => (a && a.startTime <= b.startTime ? a : b), null);
  if (!first) return { eventMs: null, effectMs };
  const durations = ours.filter((entry) => entry.interactionId === first.interactionId).map((entry) => entry.duration);
  return { eventMs: Math.max(...durations), effectMs };
}

/** The larger of the two: a quick paint that does not yet show the effect is no answer to the tap. */
export function judgedMs({ eventMs, effectMs }: TapRun): number {
  return Math.max(eventMs ?? 0, effectMs);
}

/**
 * Medians of each figure; the judged one is the median of each run's larger figure. An effect never
 * shown counts as endless (Infinity), worse than any time, rather than dropping out of the median.
 */
export function medianTap(runs: TapRun[]): TapFigures {
  const endless = (ms: number) => (Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms);
  const events = runs.flatMap((run) => (run.eventMs === null ? [] : [run.eventMs]));
  return {
    eventMs: events.length === 0 ? null : median(events),
    effectMs: median(runs.map((run) => endless(run.effectMs))),
    judgedMs: median(runs.map((run) => endless(judgedMs(run)))),
  };
}

/** The budget a tap's (or the first card's) figures break, named with figure and limit; empty when it passes. */
export function brokenTapBudget(what: string, figures: TapFigures, budgetMs: number): string[] {
  if (!Number.isFinite(figures.judgedMs)) return [`${what} never showed its effect (limit ${budgetMs} ms)`];
  return figures.judgedMs <= budgetMs ? [] : [`${what} ${Math.round(figures.judgedMs)} ms > ${budgetMs} ms`];
}

/** One visit's taps by interaction name, and navigation → the first task card's paint in ms (NaN: none). */
export type VisitRun = { taps: Record<string, TapRun>; cardMs: number };

export type TapRow = {
  route: string;
  what: string;
  visit: "first" | "later";
  figures: TapFigures;
  budgetMs: number;
  broken: string[];
};

/**
 * A route's interaction rows: per interaction, first visits then later ones, each the median of its
 * runs judged against INTERACTION_BUDGET_MS; then, where `withCard`, the first task card's.
 */
export function judgeVisits(
  route: string,
  names: string[],
  visits: Record<TapRow["visit"], VisitRun[]>,
  withCard: boolean,
): TapRow[] {
  const row = (what: string, visit: TapRow["visit"], runs: TapRun[], budgetMs: number): TapRow => {
    const figures = medianTap(runs);
    return {
      route,
      what,
      visit,
      figures,
      budgetMs,
      broken: brokenTapBudget(`${what} (${visit} visit)`, figures, budgetMs),
    };
  };
  const visitKinds = ["first", "later"] as const;
  const rows = names.flatMap((name) =>
    visitKinds.map((visit) =>
      row(
        name,
        visit,
        visits[visit].map((run) => run.taps[name] ?? NEVER),
        INTERACTION_BUDGET_MS,
      ),
    ),
  );
  if (!withCard) return rows;
  return [
    ...rows,
    ...visitKinds.map((visit) =>
      row(
        "first task card",
        visit,
        visits[visit].map((run) => ({ eventMs: null, effectMs: run.cardMs })),
        FIRST_CARD_BUDGET_MS[visit === "first" ? "cold" : "warm"],
      ),
    ),
  ];
}

const NEVER: TapRun = { eventMs: null, effectMs: Number.NaN };
