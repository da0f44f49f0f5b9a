import { describe, expect, it } from "vitest";
import { type TraceEvent, withCpuTimes } from "./load-trace.ts";
import { main, paints } from "./trace-fixtures.ts";

const task = (ts: number, dur: number, tdur?: number, thread = main): TraceEvent => ({
  name: "RunTask",
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  ts,
  dur,
  tdur,
  ...thread,
});

describe("withCpuTimes", () => {
  it("gives each of the page's long tasks the CPU time of the trace's task that started with it", () => {
    const events = [
      ...paints,
      task(1_200_000, 300_000, 120_000), // 200 ms after navigation: waited 180 ms for a core
      task(1_200_400, 5_000, 5_000), // a short task at the same moment: not the one
      task(1_600_000, 90_000), // no thread time: its duration
      task(1_600_000, 500_000, 500_000, { pid: 2, tid: 9 }), // another thread
    ];
    const observed = [
      { startTime: 200.8, duration: 300 },
      { startTime: 600, duration: 90 },
      { startTime: 900, duration: 70 }, // not in the trace
    ];
    expect(withCpuTimes(observed, events)).toEqual([
      { startTime: 200.8, duration: 300, cpuMs: 120 },
      { startTime: 600, duration: 90, cpuMs: 90 },
      { startTime: 900, duration: 70 },
    ]);
  });

  it("leaves the tasks as they are when the trace has no first contentful paint to place them by", () => {
    const observed = [{ startTime: 200, duration: 80 }];
    expect(withCpuTimes(observed, [task(1_200_000, 80_000, 10_000)])).toEqual(observed);
  });
});
