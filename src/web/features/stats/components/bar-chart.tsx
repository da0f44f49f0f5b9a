import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useElementWidth } from "../use-element-width";
import { BarChartSvg, type ChartBar, chartLayout } from "./bar-chart-svg";
import { ChartTable } from "./chart-table";

export type BarChartEntry = ChartBar & {
  /** The bar's whole name, for the tooltip and the table ("Monday, March 9"). */
  label: string;
  /** The value in words ("3 items"). */
  valueText: string;
};

type BarChartProps = {
  bars: readonly BarChartEntry[];
  /** What the chart shows, in one or two sentences: the accessible name of the picture. */
  summary: string;
  /** Shown over an all-zero chart. */
  emptyText: string;
  table: { caption: string; labelHeader: string; valueHeader: string; latestNote: string };
};

const HEIGHT = 200;
const TOOLTIP_HALF_WIDTH = 88;

/**
 * A bar chart people can look at, hover and walk with the arrow keys (a tooltip names the bar), while
 * screen readers get a one-sentence summary as the picture's name and every number in the table below.
 */
export function BarChart({ bars, summary, emptyText, table }: BarChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const [active, setActive] = useState<{ index: number; byKeyboard: boolean } | null>(null);
  const liveId = useId();
  const isEmpty = bars.every((bar) => bar.value === 0);
  const layout = chartLayout(bars, width, HEIGHT);
  const activeBar = active === null ? undefined : bars[active.index];

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = bars.length - 1;
    const current = active?.index ?? last;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive({ index: Math.min(last, Math.max(0, next)), byKeyboard: true });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative" ref={frameRef}>
        <div
          role="img"
          aria-label={summary}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: sighted keyboard users walk the bars with the arrow keys (tooltip); the name and the table serve screen readers
          tabIndex={0}
          onKeyDown={handleKeyDown}
          onFocus={() => setActive((current) => current ?? { index: bars.length - 1, byKeyboard: true })}
          onBlur={() => setActive(null)}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          style={{ height: HEIGHT }}
        >
          {width > 0 ? (
            <BarChartSvg
              bars={bars}
              width={width}
              height={HEIGHT}
              activeIndex={active?.index ?? null}
              onPointerBar={(index) => setActive(index === null ? null : { index, byKeyboard: false })}
            />
          ) : null}
        </div>
        {isEmpty ? (
          <p className="pointer-events-none absolute inset-x-8 top-1/2 -translate-y-1/2 text-center text-sm text-muted-foreground text-balance">
            {emptyText}
          </p>
        ) : null}
        {activeBar && active ? (
          <div
            aria-hidden
            className="pointer-events-none absolute z-10 flex max-w-44 -translate-x-1/2 -translate-y-full flex-col rounded-md border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md"
            style={{
              left: Math.min(Math.max(layout.centre(active.index), TOOLTIP_HALF_WIDTH), width - TOOLTIP_HALF_WIDTH),
              top: Math.max(layout.yOf(activeBar.value) - 8, 40),
            }}
          >
            <span className="text-muted-foreground">{activeBar.label}</span>
            <span className="font-semibold tabular-nums">{activeBar.valueText}</span>
          </div>
        ) : null}
      </div>
      <p id={liveId} aria-live="polite" className="sr-only">
        {activeBar && active?.byKeyboard ? `${activeBar.label}: ${activeBar.valueText}` : ""}
      </p>
      <ChartTable
        caption={table.caption}
        labelHeader={table.labelHeader}
        valueHeader={table.valueHeader}
        latestNote={table.latestNote}
        rows={bars.map((bar, index) => ({
          key: bar.key,
          label: bar.label,
          value: String(bar.value),
          isLatest: index === bars.length - 1,
        }))}
      />
    </div>
  );
}
