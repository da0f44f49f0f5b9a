/** The value axis of a bar chart of counts: a round top and the whole-number gridlines up to it. */
export type CountScale = { top: number; ticks: number[] };

const STEPS = [1, 2, 5];

/**
 * A scale for whole counts from 0 to at least `max`, with at most `maxTicks` steps of 1, 2, 5, 10, 20, 50 …
 * so gridlines fall on round numbers. An empty series (max 0) still gets the axis 0–1.
 */
export function countScale(max: number, maxTicks = 4): CountScale {
  const highest = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = STEPS.map((base) => base * magnitude).find((candidate) => highest / candidate <= maxTicks);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(highest / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/**
 * How many bars apart the category labels stand so that they do not collide: every bar when there is
 * room, else every 2nd, 3rd, 7th … Counted back from the last bar, so "today" always has its label.
 */
export function labelInterval(bars: number, plotWidth: number, labelWidth: number): number {
  if (bars <= 0 || plotWidth <= 0) return 1;
  const perBar = plotWidth / bars;
  const needed = Math.ceil(labelWidth / perBar);
  const friendly = [1, 2, 3, 5, 7, 10, 14, 15, 30];
  return friendly.find((interval) => interval >= needed) ?? needed;
}

/** Whether bar `index` of `bars` carries a label at the given interval (the last one always does). */
export function hasLabel(index: number, bars: number, interval: number): boolean {
  return (bars - 1 - index) % interval === 0;
}

export type SeriesSummary = {
  total: number;
  /** The largest value and the first bar holding it; null when every value is 0. */
  peak: { index: number; value: number } | null;
  /** The value of the last bar (today, this week). */
  latest: number;
};

export function summarizeSeries(values: readonly number[]): SeriesSummary {
  let peak: SeriesSummary["peak"] = null;
  values.forEach((value, index) => {
    if (value > 0 && (peak === null || value > peak.value)) peak = { index, value };
  });
  return {
    total: values.reduce((sum, value) => sum + value, 0),
    peak,
    latest: values[values.length - 1] ?? 0,
  };
}

export type TickPlacement = { index: number; x: number; anchor: "start" | "middle" | "end" };

type TickRoom = {
  bars: number;
  /** Where the first band begins and how wide each band is, in px. */
  plotLeft: number;
  band: number;
  /** The right edge labels must stay inside. */
  plotRight: number;
  tickWidth: number;
  interval: number;
};

/**
 * Where the axis labels go: under every `interval`-th bar counted back from the last, centred, or
 * pulled in at the chart's edges so that none is cut off — and any label that would then touch its
 * neighbour is left out (the last one, today, always stays).
 */
export function placeTicks({ bars, plotLeft, band, plotRight, tickWidth, interval }: TickRoom): TickPlacement[] {
  const placed: TickPlacement[] = [];
  let freeUntil = Number.POSITIVE_INFINITY;
  for (let index = bars - 1; index >= 0; index -= 1) {
    if (!hasLabel(index, bars, interval)) continue;
    const bandLeft = plotLeft + band * index;
    const centre = bandLeft + band / 2;
    let placement: TickPlacement = { index, x: centre, anchor: "middle" };
    let from = centre - tickWidth / 2;
    let to = centre + tickWidth / 2;
    if (to > plotRight) {
      placement = { index, x: bandLeft + band, anchor: "end" };
      to = bandLeft + band;
      from = to - tickWidth;
    } else if (from < 0) {
      placement = { index, x: bandLeft, anchor: "start" };
      from = bandLeft;
      to = from + tickWidth;
    }
    if (to > freeUntil - 4) continue;
    placed.push(placement);
    freeUntil = from;
  }
  return placed.reverse();
}
