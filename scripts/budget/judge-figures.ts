import { BYTES_PER_KB, type RouteBudget } from "./budgets.ts";

/** What one cold load of one route measured. */
export type RouteFigures = { jsBytes: number; cssBytes: number; lcpMs: number; tbtMs: number };

/** Where a response's bytes count: scripts (modulepreload included) and stylesheets; the rest is neither. */
export function resourceKind(resourceType: string, mimeType: string): "js" | "css" | "other" {
  if (resourceType === "Script" || /javascript|ecmascript/i.test(mimeType)) return "js";
  if (resourceType === "Stylesheet" || /^text\/css/i.test(mimeType)) return "css";
  return "other";
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure on its own: one slow run's LCP should not pick the JS figure too. */
export function medianFigures(runs: RouteFigures[]): RouteFigures {
  return {
    jsBytes: median(runs.map((run) => run.jsBytes)),
    cssBytes: median(runs.map((run) => run.cssBytes)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
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
