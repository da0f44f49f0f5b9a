import { useTranslation } from "react-i18next";

export type ChartRow = { key: string; label: string; value: string; isLatest: boolean };

type ChartTableProps = {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly ChartRow[];
  /** Marks the last row ("today", "this week"). */
  latestNote: string;
};

/** The numbers behind a chart, folded away under "Show the numbers" — for anyone who would rather read them. */
export function ChartTable({ caption, labelHeader, valueHeader, rows, latestNote }: ChartTableProps) {
  const { t } = useTranslation("stats");
  return (
    <details className="group rounded-lg border bg-background/40 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-muted-foreground outline-none select-none marker:text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t("charts.showTable")}
      </summary>
      <div className="max-h-72 overflow-y-auto border-t">
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-card">
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="px-3 py-2 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {[...rows].reverse().map((row) => (
              <tr key={row.key} className={row.isLatest ? "font-medium" : undefined}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {row.label}
                  {row.isLatest ? <span className="ml-2 text-xs text-primary">({latestNote})</span> : null}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
