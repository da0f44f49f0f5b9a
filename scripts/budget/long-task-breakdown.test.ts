import { describe, expect, it } from "vitest";
import type { TraceEvent } from "./load-trace.ts";
import { breakDownLongTasks, type CallFrame } from "./long-task-breakdown.ts";
import { main, paints } from "./trace-fixtures.ts";

const slice = (name: string, ts: number, dur: number, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ts,
  dur,
  ...main,
  args,
});
const frame = (functionName: string, url = "http://localhost/assets/app.js"): CallFrame => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
});
const resolve = (called: CallFrame) => ({ location: `app.ts ${called.functionName}`, module: "app.ts" });

describe("breakDownLongTasks", () => {
  it("lists the long tasks that end after first contentful paint, timed from the navigation", () => {
    const events = [
      ...paints,
      slice("RunTask", 1_020_000, 60_000), // ends before FCP: not counted
      slice("RunTask", 1_090_000, 70_000), // straddles FCP: 60 ms after it, 10 ms blocking
      slice("RunTask", 1_200_000, 40_000), // short
      slice("RunTask", 1_300_000, 120_000),
    ];
    const { fcpMs, tasks, cpuBlockingMs } = breakDownLongTasks(events, resolve);
    expect(fcpMs).toBe(100);
    // Without a thread time, a task's CPU time is its duration: (70 − 10 before FCP) − 50 + 120 − 50.
    expect(cpuBlockingMs).toBe(80);
    expect(tasks.map(({ startMs, durationMs, blockingMs }) => ({ startMs, durationMs, blockingMs }))).toEqual([
      { startMs: 90, durationMs: 70, blockingMs: 10 },
      { startMs: 300, durationMs: 120, blockingMs: 70 },
    ]);
  });

  it("gives each activity its own time, without its children's, and names evaluated scripts", () => {
    const events = [
      ...paints,
      slice("RunTask", 1_300_000, 100_000),
      slice("v8.evaluateModule", 1_300_000, 80_000, { data: { url: "http://localhost/assets/home-x.js" } }),
      slice("Layout", 1_310_000, 30_000), // forced inside the script
      slice("Paint", 1_385_000, 10_000),
    ];
    const [task] = breakDownLongTasks(events, resolve).tasks;
    expect(task?.activities).toEqual([
      { name: "v8.evaluateModule home-x.js", ms: 50 },
      { name: "Layout", ms: 30 },
      { name: "Paint", ms: 10 },
    ]);
  });

  it("adds the CPU profiler's samples inside a task to the function they landed in", () => {
    const nodes = [
      { id: 1, callFrame: frame("(root)", "") },
      { id: 2, callFrame: frame("renderList"), parent: 1 },
      { id: 3, callFrame: frame("(idle)", ""), parent: 1 },
    ];
    const events = [
      ...paints,
      slice("RunTask", 1_300_000, 100_000),
      {
        name: "Profile",
        cat: "v8",
        ph: "P",
        ts: 1_000_000,
        ...main,
        id: "0x1",
        args: { data: { startTime: 1_000_000 } },
      },
      {
        name: "ProfileChunk",
        cat: "v8",
        ph: "P",
        ts: 1_500_000,
        pid: 1,
        tid: 9,
        id: "0x1",
        // Samples at 1.3 s, 1.304 s, 1.308 s (in the task) and 1.5 s (idle, after it).
        args: { data: { cpuProfile: { nodes, samples: [2, 2, 2, 3] }, timeDeltas: [300_000, 4000, 4000, 192_000] } },
      },
    ];
    const [task] = breakDownLongTasks(events, resolve).tasks;
    // The last sample in the task runs until the next one, at most 10 ms.
    expect(task?.functions).toEqual([{ name: "app.ts renderList", ms: 18 }]);
    expect(task?.modules).toEqual([{ name: "app.ts", ms: 18 }]);
  });
});
