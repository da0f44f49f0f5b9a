import { describe, expect, it } from "vitest";
import { countScale, hasLabel, labelInterval, placeTicks, summarizeSeries } from "./chart-scale";

describe("countScale", () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [3, 3, [0, 1, 2, 3]],
    [4, 4, [0, 1, 2, 3, 4]],
    [5, 6, [0, 2, 4, 6]],
    [7, 8, [0, 2, 4, 6, 8]],
    [9, 10, [0, 5, 10]],
    [17, 20, [0, 5, 10, 15, 20]],
    [21, 30, [0, 10, 20, 30]],
    [99, 100, [0, 50, 100]],
    [130, 150, [0, 50, 100, 150]],
    [2.4, 3, [0, 1, 2, 3]],
  ])("max %d gives top %d", (max, top, ticks) => {
    expect(countScale(max)).toEqual({ top, ticks });
  });

  it("never makes more gridlines than asked for", () => {
    for (let max = 0; max < 2000; max += 7) {
      const { top, ticks } = countScale(max, 4);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(top).toBeGreaterThanOrEqual(max);
    }
  });
});

describe("labelInterval", () => {
  it("labels every bar when there is room", () => {
    expect(labelInterval(12, 600, 40)).toBe(1);
  });

  it("thins the labels on a narrow chart", () => {
    expect(labelInterval(30, 320, 40)).toBe(5);
    expect(labelInterval(30, 900, 48)).toBe(2);
    expect(labelInterval(12, 300, 44)).toBe(2);
  });

  it("copes with nothing to draw", () => {
    expect(labelInterval(0, 300, 40)).toBe(1);
    expect(labelInterval(30, 0, 40)).toBe(1);
  });
});

describe("hasLabel", () => {
  it("counts back from the last bar, which is always labelled", () => {
    const labelled = Array.from({ length: 30 }, (_, index) => index).filter((index) => hasLabel(index, 30, 7));
    expect(labelled).toEqual([1, 8, 15, 22, 29]);
  });
});

describe("summarizeSeries", () => {
  it("adds up, finds the first peak and the latest value", () => {
    expect(summarizeSeries([0, 3, 1, 3, 2])).toEqual({ total: 9, peak: { index: 1, value: 3 }, latest: 2 });
  });

  it("has no peak when nothing happened", () => {
    expect(summarizeSeries([0, 0, 0])).toEqual({ total: 0, peak: null, latest: 0 });
    expect(summarizeSeries([])).toEqual({ total: 0, peak: null, latest: 0 });
  });
});

describe("placeTicks", () => {
  it("centres labels under their bars when there is room", () => {
    const ticks = placeTicks({ bars: 3, plotLeft: 30, band: 100, plotRight: 334, tickWidth: 40, interval: 1 });
    expect(ticks).toEqual([
      { index: 0, x: 80, anchor: "middle" },
      { index: 1, x: 180, anchor: "middle" },
      { index: 2, x: 280, anchor: "middle" },
    ]);
  });

  it("pulls the last label in at the right edge and drops a neighbour it would touch", () => {
    // 30 bars of 10 px: labels every 3rd bar are 30 px apart, but the last one moves 15 px left.
    const ticks = placeTicks({ bars: 30, plotLeft: 30, band: 10, plotRight: 330, tickWidth: 28, interval: 3 });
    const last = ticks[ticks.length - 1];
    expect(last).toEqual({ index: 29, x: 330, anchor: "end" });
    expect(ticks.map((tick) => tick.index)).not.toContain(26);
    for (let index = 1; index < ticks.length; index += 1) {
      const gap = (ticks[index]?.x ?? 0) - (ticks[index - 1]?.x ?? 0);
      expect(gap).toBeGreaterThanOrEqual(28);
    }
  });

  it("pulls a first label in at the left edge", () => {
    const ticks = placeTicks({ bars: 5, plotLeft: 4, band: 40, plotRight: 400, tickWidth: 50, interval: 1 });
    expect(ticks[0]).toEqual({ index: 0, x: 4, anchor: "start" });
  });
});
