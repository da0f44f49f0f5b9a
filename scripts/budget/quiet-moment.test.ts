import { describe, expect, it } from "vitest";
import { quietMoment } from "./quiet-moment.ts";

describe("quietMoment", () => {
  it("is the end of the last busy span before the first quiet second after the largest paint", () => {
    const busy = [
      { startMs: 0, endMs: 600 },
      { startMs: 1500, endMs: 2200 },
      { startMs: 2000, endMs: 2500 }, // overlaps the one before: busy until 2500
      { startMs: 3200, endMs: 3300 }, // 700 ms later: not quiet long enough
      { startMs: 5000, endMs: 5200 }, // the idle-time work, after a quiet second: not counted
    ];
    expect(quietMoment(1000, busy, 9000)).toBe(3300);
  });

  it("is the largest paint itself when nothing follows it for a second", () => {
    expect(quietMoment(1800, [{ startMs: 0, endMs: 1700 }], 2900)).toBe(1800);
  });

  it("is null before a largest paint, while something is still in flight, or before a quiet second is seen", () => {
    expect(quietMoment(null, [], 9000)).toBeNull();
    expect(quietMoment(1000, [{ startMs: 1200, endMs: Number.POSITIVE_INFINITY }], 20_000)).toBeNull();
    expect(quietMoment(1000, [{ startMs: 1200, endMs: 1500 }], 2400)).toBeNull();
  });
});
