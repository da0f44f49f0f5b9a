import { cn } from "@/lib/cn";
import { countScale, labelInterval, placeTicks } from "../chart-scale";

export type ChartBar = {
  key: string;
  /** Short label under the bar ("Mar 9"); not every bar shows it when space is short. */
  tick: string;
  value: number;
};

type BarChartSvgProps = {
  bars: readonly ChartBar[];
  width: number;
  height: number;
  /** The bar under the pointer or the keyboard focus. */
  activeIndex: number | null;
  onPointerBar: (index: number | null) => void;
};

export const CHART_MARGIN = { top: 10, right: 4, bottom: 26, left: 30 };
const MAX_BAR_WIDTH = 36;

/** Room the widest axis label needs at 11 px ("18. 11." ≈ 44 px), with a little air. */
function tickWidthOf(bars: readonly ChartBar[]): number {
  return Math.max(0, ...bars.map((bar) => bar.tick.length)) * 6.4 + 4;
}

/**
 * Where everything of a chart of `bars` sits at this size: the value scale, each bar's band, centre and
 * width, the baseline and the height of a value, and how far apart the axis labels stand.
 */
export function chartLayout(bars: readonly ChartBar[], width: number, height: number) {
  const tickWidth = tickWidthOf(bars);
  const { top, ticks } = countScale(Math.max(0, ...bars.map((bar) => bar.value)));
  const plotWidth = Math.max(0, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const plotHeight = Math.max(0, height - CHART_MARGIN.top - CHART_MARGIN.bottom);
  const band = bars.length > 0 ? plotWidth / bars.length : 0;
  const baseline = CHART_MARGIN.top + plotHeight;
  return {
    ticks,
    band,
    plotHeight,
    baseline,
    barWidth: Math.max(2, Math.min(MAX_BAR_WIDTH, band * 0.68)),
    ticksAt: new Map(
      placeTicks({
        bars: bars.length,
        plotLeft: CHART_MARGIN.left,
        band,
        plotRight: width - CHART_MARGIN.right,
        tickWidth,
        interval: labelInterval(bars.length, plotWidth, tickWidth),
      }).map((tick) => [tick.index, tick]),
    ),
    centre: (index: number) => CHART_MARGIN.left + band * index + band / 2,
    yOf: (value: number) => baseline - (value / top) * plotHeight,
  };
}

/** A bar with rounded top corners, from the baseline up. */
function barPath(x: number, y: number, width: number, height: number): string {
  const radius = Math.min(4, width / 2, height);
  return [
    `M${x},${y + height}`,
    `V${y + radius}`,
    `Q${x},${y} ${x + radius},${y}`,
    `H${x + width - radius}`,
    `Q${x + width},${y} ${x + width},${y + radius}`,
    `V${y + height}`,
    "Z",
  ].join("");
}

/**
 * The drawing of a bar chart of counts, in the theme's colours: round gridlines with their values,
 * one bar per entry (the last one, today or this week, in full colour) and thinned axis labels.
 * Purely visual — the wrapping BarChart gives it its accessible name and the numbers as a table.
 */
export function BarChartSvg({ bars, width, height, activeIndex, onPointerBar }: BarChartSvgProps) {
  const { ticks, band, plotHeight, baseline, barWidth, ticksAt, centre, yOf } = chartLayout(bars, width, height);
  const lastIndex = bars.length - 1;

  return (
    <svg
      aria-hidden
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block overflow-visible select-none"
      onPointerLeave={() => onPointerBar(null)}
    >
      <g className="text-[11px]">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={CHART_MARGIN.left}
              x2={width - CHART_MARGIN.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
              className={tick === 0 ? "stroke-muted-foreground/50" : "stroke-border"}
              strokeDasharray={tick === 0 ? undefined : "3 3"}
            />
            <text
              x={CHART_MARGIN.left - 8}
              y={yOf(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground tabular-nums"
            >
              {tick}
            </text>
          </g>
        ))}
      </g>
      {bars.map((bar, index) => {
        const x = centre(index) - barWidth / 2;
        const isActive = index === activeIndex;
        const isLatest = index === lastIndex;
        const tick = ticksAt.get(index);
        const barHeight = bar.value > 0 ? Math.max(2, baseline - yOf(bar.value)) : 0;
        return (
          <g key={bar.key}>
            {isActive ? (
              <rect
                x={CHART_MARGIN.left + band * index}
                y={CHART_MARGIN.top}
                width={band}
                height={plotHeight}
                className="fill-accent/70"
                rx={3}
              />
            ) : null}
            {barHeight > 0 ? (
              <path
                d={barPath(x, baseline - barHeight, barWidth, barHeight)}
                className={cn(
                  "transition-[fill]",
                  isActive || isLatest ? "fill-primary" : "fill-primary/55",
                  isActive && !isLatest && "fill-primary/85",
                )}
              />
            ) : (
              <rect x={x} y={baseline - 2} width={barWidth} height={2} rx={1} className="fill-muted-foreground/25" />
            )}
            {tick ? (
              <text
                x={tick.x}
                y={baseline + 17}
                textAnchor={tick.anchor}
                className={cn(
                  "text-[11px] tabular-nums",
                  isLatest ? "fill-foreground font-medium" : "fill-muted-foreground",
                )}
              >
                {bar.tick}
              </text>
            ) : null}
            <rect
              x={CHART_MARGIN.left + band * index}
              y={CHART_MARGIN.top}
              width={band}
              height={plotHeight + CHART_MARGIN.bottom}
              fill="transparent"
              onPointerEnter={() => onPointerBar(index)}
              onPointerDown={() => onPointerBar(index)}
            />
          </g>
        );
      })}
    </svg>
  );
}
