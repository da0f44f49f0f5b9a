import { kb, type RouteFigures, type TapRow } from "./judge-figures.ts";

/** `wallTbtMs`: the wall-clock TBT, reported beside the judged one (by CPU time, load-trace.ts). */
export type ReportRow = { route: string; figures: RouteFigures; wallTbtMs?: number; broken: string[] };

const HEADER = ["route", "JS KB", "CSS KB", "LCP ms", "TBT ms", "wall TBT ms", "verdict"];

/** A Markdown table (it reads as well in a terminal as pasted into a closing note). */
export function formatTable(rows: ReportRow[]): string {
  const ms = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? String(Math.round(value)) : "—";
  const cells = rows.map(({ route, figures, wallTbtMs, broken }) => [
    route,
    kb(figures.jsBytes).toFixed(1),
    kb(figures.cssBytes).toFixed(1),
    ms(figures.lcpMs),
    ms(figures.tbtMs),
    ms(wallTbtMs),
    verdict(broken),
  ]);
  return markdownTable(HEADER, cells, (column) => column >= 1 && column <= 5);
}

const TAP_HEADER = ["route", "interaction", "visit", "event ms", "effect ms", "judged ms", "limit ms", "verdict"];

/** The interactions' table: "—" where the browser reported no event entry, "never" for an effect not shown. */
export function formatTapTable(rows: TapRow[]): string {
  const ms = (value: number | null) =>
    value === null || Number.isNaN(value) ? "—" : Number.isFinite(value) ? String(Math.round(value)) : "never";
  const cells = rows.map(({ route, what, visit, figures, budgetMs, broken }) => [
    route,
    what,
    visit,
    ms(figures.eventMs),
    ms(figures.effectMs),
    ms(figures.judgedMs),
    String(budgetMs),
    verdict(broken),
  ]);
  return markdownTable(TAP_HEADER, cells, (column) => column >= 3 && column <= 6);
}

const verdict = (broken: string[]) => (broken.length === 0 ? "ok" : `FAIL: ${broken.join(", ")}`);

/** Figures align right, text left, as in any table of numbers. */
function markdownTable(header: string[], cells: string[][], isFigure: (column: number) => boolean): string {
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (isFigure(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (isFigure(column) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}
