import { kb, type RouteFigures } from "./judge-figures.ts";

export type ReportRow = { route: string; figures: RouteFigures; broken: string[] };

const HEADER = ["route", "JS KB", "CSS KB", "LCP ms", "TBT ms", "verdict"];

/** A Markdown table (it reads as well in a terminal as pasted into a closing note). */
export function formatTable(rows: ReportRow[]): string {
  const cells = rows.map(({ route, figures, broken }) => [
    route,
    kb(figures.jsBytes).toFixed(1),
    kb(figures.cssBytes).toFixed(1),
    Number.isFinite(figures.lcpMs) ? String(Math.round(figures.lcpMs)) : "—",
    Number.isFinite(figures.tbtMs) ? String(Math.round(figures.tbtMs)) : "—",
    broken.length === 0 ? "ok" : `FAIL: ${broken.join(", ")}`,
  ]);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  // Figures align right, text left, as in any table of numbers.
  const isFigure = (column: number) => column >= 1 && column <= 4;
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (isFigure(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (isFigure(column) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(HEADER), rule, ...cells.map(line)].join("\n");
}
