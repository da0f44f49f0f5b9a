import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_BUDGET, SIGNED_IN_HOME_BUDGET } from "./budgets.ts";
import { brokenBudgets, medianFigures, resourceKind } from "./judge-figures.ts";
import { formatTable } from "./report-table.ts";
import { totalBlockingTime } from "./total-blocking-time.ts";

describe("totalBlockingTime", () => {
  it("counts the part of each long task beyond 50 ms", () => {
    const tasks = [
      { startTime: 1000, duration: 120 },
      { startTime: 2000, duration: 51 },
      { startTime: 3000, duration: 50 },
    ];
    expect(totalBlockingTime(tasks, 500, 10_000)).toBe(70 + 1);
  });

  it("counts only what falls between first contentful paint and the end of the window", () => {
    // 100 ms before FCP at 1000 and 40 ms after it: 40 ms is under the threshold, so nothing blocks.
    expect(totalBlockingTime([{ startTime: 900, duration: 140 }], 1000, 10_000)).toBe(0);
    // 200 ms after FCP: 150 ms of it blocks.
    expect(totalBlockingTime([{ startTime: 900, duration: 300 }], 1000, 10_000)).toBe(150);
    // Cut at the end of the window (5000): 100 ms inside, 50 ms blocks.
    expect(totalBlockingTime([{ startTime: 4900, duration: 400 }], 1000, 5000)).toBe(50);
    // Wholly before or after the window.
    expect(totalBlockingTime([{ startTime: 100, duration: 400 }], 1000, 5000)).toBe(0);
    expect(totalBlockingTime([{ startTime: 6000, duration: 400 }], 1000, 5000)).toBe(0);
  });

  it("is zero without long tasks", () => {
    expect(totalBlockingTime([], 0, 1000)).toBe(0);
  });
});

describe("brokenBudgets", () => {
  const passing = { jsBytes: 90 * 1024, cssBytes: 20 * 1024, lcpMs: 2400, tbtMs: 150 };

  it("passes figures within every budget, the limits themselves included", () => {
    expect(brokenBudgets(passing, PUBLIC_PAGE_BUDGET)).toEqual([]);
    expect(brokenBudgets({ jsBytes: 100 * 1024, cssBytes: 0, lcpMs: 2500, tbtMs: 200 }, PUBLIC_PAGE_BUDGET)).toEqual(
      [],
    );
  });

  it("names each broken budget with the figure and the limit", () => {
    const figures = { jsBytes: 214.3 * 1024, cssBytes: 0, lcpMs: 5400.4, tbtMs: 421 };
    expect(brokenBudgets(figures, PUBLIC_PAGE_BUDGET)).toEqual([
      "JS 214.3 KB > 100 KB",
      "LCP 5400 ms > 2500 ms",
      "TBT 421 ms > 200 ms",
    ]);
  });

  it("gives /home its larger JS budget", () => {
    const home = { ...passing, jsBytes: 160 * 1024 };
    expect(brokenBudgets(home, PUBLIC_PAGE_BUDGET)).toEqual(["JS 160.0 KB > 100 KB"]);
    expect(brokenBudgets(home, SIGNED_IN_HOME_BUDGET)).toEqual([]);
  });

  it("fails a page whose LCP was never seen", () => {
    expect(brokenBudgets({ ...passing, lcpMs: Number.NaN }, PUBLIC_PAGE_BUDGET)).toEqual(["LCP NaN ms > 2500 ms"]);
  });
});

describe("medianFigures", () => {
  it("takes the median of each figure separately", () => {
    const runs = [
      { jsBytes: 3, cssBytes: 10, lcpMs: 900, tbtMs: 0 },
      { jsBytes: 1, cssBytes: 30, lcpMs: 5000, tbtMs: 80 },
      { jsBytes: 2, cssBytes: 20, lcpMs: 1000, tbtMs: 40 },
    ];
    expect(medianFigures(runs)).toEqual({ jsBytes: 2, cssBytes: 20, lcpMs: 1000, tbtMs: 40 });
  });
});

describe("resourceKind", () => {
  it("counts scripts and stylesheets by type, or by MIME type where the type is generic", () => {
    expect(resourceKind("Script", "text/javascript")).toBe("js");
    expect(resourceKind("Other", "text/javascript; charset=utf-8")).toBe("js");
    expect(resourceKind("Stylesheet", "text/css")).toBe("css");
    expect(resourceKind("Other", "text/css; charset=utf-8")).toBe("css");
    expect(resourceKind("Fetch", "application/json")).toBe("other");
    expect(resourceKind("Document", "text/html")).toBe("other");
  });
});

describe("formatTable", () => {
  it("prints one aligned row per route with its verdict", () => {
    const table = formatTable([
      {
        route: "/",
        figures: { jsBytes: 214.3 * 1024, cssBytes: 9.5 * 1024, lcpMs: 5400, tbtMs: 12 },
        broken: ["JS 214.3 KB > 100 KB", "LCP 5400 ms > 2500 ms"],
      },
      { route: "/home", figures: { jsBytes: 150 * 1024, cssBytes: 10 * 1024, lcpMs: 1800.4, tbtMs: 0 }, broken: [] },
    ]);
    expect(table.split("\n")).toEqual([
      "| route | JS KB | CSS KB | LCP ms | TBT ms | verdict                                           |",
      "|-------|------:|-------:|-------:|-------:|---------------------------------------------------|",
      "| /     | 214.3 |    9.5 |   5400 |     12 | FAIL: JS 214.3 KB > 100 KB, LCP 5400 ms > 2500 ms |",
      "| /home | 150.0 |   10.0 |   1800 |      0 | ok                                                |",
    ]);
  });
});
