import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_BUDGET, SIGNED_IN_HOME_BUDGET } from "./budgets.ts";
import {
  brokenBudgets,
  brokenTapBudget,
  judgedFigures,
  judgedMs,
  judgeVisits,
  medianTap,
  resourceKind,
  tapRun,
} from "./judge-figures.ts";
import { formatTable, formatTapTable } from "./report-table.ts";
import type { TapState } from "./tap-observers.ts";
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

  it("counts a task given its CPU time by that, a cut task keeping its share", () => {
    // 300 ms long, 120 ms of it on the CPU (the rest waiting for a core): 70 ms blocks, not 250.
    expect(totalBlockingTime([{ startTime: 2000, duration: 300, cpuMs: 120 }], 1000, 10_000)).toBe(70);
    // Half of it before FCP: 100 of its 200 ms of CPU time count.
    expect(totalBlockingTime([{ startTime: 900, duration: 200, cpuMs: 200 }], 1000, 10_000)).toBe(50);
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

describe("judgedFigures", () => {
  it("takes the median of each figure separately, and the best TBT", () => {
    const runs = [
      { jsBytes: 3, cssBytes: 10, lcpMs: 900, tbtMs: 90 },
      { jsBytes: 1, cssBytes: 30, lcpMs: 5000, tbtMs: 80 },
      { jsBytes: 2, cssBytes: 20, lcpMs: 1000, tbtMs: 400 },
    ];
    expect(judgedFigures(runs)).toEqual({ jsBytes: 2, cssBytes: 20, lcpMs: 1000, tbtMs: 80 });
  });

  it("has no figures without a load", () => {
    expect(judgedFigures([]).tbtMs).toBeNaN();
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
        wallTbtMs: 30.4,
        broken: ["JS 214.3 KB > 100 KB", "LCP 5400 ms > 2500 ms"],
      },
      { route: "/home", figures: { jsBytes: 150 * 1024, cssBytes: 10 * 1024, lcpMs: 1800.4, tbtMs: 0 }, broken: [] },
    ]);
    expect(table.split("\n")).toEqual([
      "| route | JS KB | CSS KB | LCP ms | TBT ms | wall TBT ms | verdict                                           |",
      "|-------|------:|-------:|-------:|-------:|------------:|---------------------------------------------------|",
      "| /     | 214.3 |    9.5 |   5400 |     12 |          30 | FAIL: JS 214.3 KB > 100 KB, LCP 5400 ms > 2500 ms |",
      "| /home | 150.0 |   10.0 |   1800 |      0 |           — | ok                                                |",
    ]);
  });
});

describe("tapRun", () => {
  const tap = { tapAt: 1_000_000, effectAt: 1_000_450, tapTimeStamp: 2000, tapOrigin: 998_000 };
  const entry = (name: string, startTime: number, duration: number, interactionId: number) => ({
    name,
    startTime,
    duration,
    interactionId,
  });

  it("takes the longest entry of the tap's own interaction, and tap → effect on the epoch clock", () => {
    const state: TapState = {
      armed: tap,
      origin: 998_000,
      cardAt: null,
      events: [
        entry("keydown", 1500, 300, 7), // typed before the tap: not this interaction
        entry("pointerdown", 2000, 48, 9),
        entry("pointerup", 2010, 96, 9),
        entry("click", 2011, 104, 9),
        entry("pointerdown", 2600, 500, 10), // a later tap
      ],
    };
    expect(tapRun(state)).toEqual({ eventMs: 104, effectMs: 450 });
  });

  it("has no event figure when nothing was reported or the tap left the document", () => {
    expect(tapRun({ armed: tap, origin: 998_000, cardAt: null, events: [] })).toEqual({ eventMs: null, effectMs: 450 });
    const navigated = { armed: tap, origin: 999_500, cardAt: null, events: [entry("click", 2100, 40, 1)] };
    expect(tapRun(navigated)).toEqual({ eventMs: null, effectMs: 450 });
  });

  it("has no effect figure (NaN) when the effect never showed", () => {
    expect(tapRun({ armed: { ...tap, effectAt: null }, origin: 998_000, cardAt: null, events: [] }).effectMs).toBeNaN();
  });
});

describe("judging a tap", () => {
  it("judges the larger of the event's duration and the effect's time", () => {
    expect(judgedMs({ eventMs: 96, effectMs: 3900 })).toBe(3900);
    expect(judgedMs({ eventMs: 360, effectMs: 255 })).toBe(360);
    expect(judgedMs({ eventMs: null, effectMs: 120 })).toBe(120);
  });

  it("takes medians, counting an effect never shown as worse than any time", () => {
    const shown = { eventMs: 100, effectMs: 150 };
    const never = { eventMs: null, effectMs: Number.NaN };
    expect(medianTap([shown, never, { eventMs: 300, effectMs: 120 }])).toEqual({
      eventMs: 200,
      effectMs: 150,
      judgedMs: 300,
    });
    expect(medianTap([never, never, shown]).judgedMs).toBe(Infinity);
  });

  it("passes at the limit, names the figure beyond it, and fails an effect never shown", () => {
    expect(brokenTapBudget("x", { eventMs: 200, effectMs: 180, judgedMs: 200 }, 200)).toEqual([]);
    expect(brokenTapBudget("x", { eventMs: 96, effectMs: 3900.4, judgedMs: 3900.4 }, 200)).toEqual([
      "x 3900 ms > 200 ms",
    ]);
    expect(brokenTapBudget("x", { eventMs: null, effectMs: Infinity, judgedMs: Infinity }, 200)).toEqual([
      "x never showed its effect (limit 200 ms)",
    ]);
  });

  it("judges each interaction per visit against 200 ms and the first card against 2.5 s and 1 s", () => {
    const visit = (tickMs: number, cardMs: number) => ({ taps: { tick: { eventMs: 40, effectMs: tickMs } }, cardMs });
    const rows = judgeVisits(
      "/home",
      ["tick", "search"],
      { first: [visit(150, 2400)], later: [visit(250, 1100)] },
      true,
    );
    expect(rows.map((row) => [row.what, row.visit, row.budgetMs, row.broken])).toEqual([
      ["tick", "first", 200, []],
      ["tick", "later", 200, ["tick (later visit) 250 ms > 200 ms"]],
      ["search", "first", 200, ["search (first visit) never showed its effect (limit 200 ms)"]],
      ["search", "later", 200, ["search (later visit) never showed its effect (limit 200 ms)"]],
      ["first task card", "first", 2500, []],
      ["first task card", "later", 1000, ["first task card (later visit) 1100 ms > 1000 ms"]],
    ]);
  });
});

describe("formatTapTable", () => {
  it("prints — for no event entry and never for an effect not shown", () => {
    const table = formatTapTable([
      {
        route: "/",
        what: "theme switch",
        visit: "first",
        figures: { eventMs: null, effectMs: Infinity, judgedMs: Infinity },
        budgetMs: 200,
        broken: ["theme switch (first visit) never showed its effect (limit 200 ms)"],
      },
      {
        route: "/",
        what: "theme switch",
        visit: "later",
        figures: { eventMs: 48, effectMs: 61.4, judgedMs: 61.4 },
        budgetMs: 200,
        broken: [],
      },
    ]);
    expect(table.split("\n")).toEqual([
      "| route | interaction  | visit | event ms | effect ms | judged ms | limit ms | verdict                                                                 |",
      "|-------|--------------|-------|---------:|----------:|----------:|---------:|-------------------------------------------------------------------------|",
      "| /     | theme switch | first |        — |     never |     never |      200 | FAIL: theme switch (first visit) never showed its effect (limit 200 ms) |",
      "| /     | theme switch | later |       48 |        61 |        61 |      200 | ok                                                                      |",
    ]);
  });
});
