import type { TraceEvent } from "./load-trace.ts";

/** The main thread of the made-up traces the budget's tests read. */
export const main = { pid: 1, tid: 1 };

const navigation = (ts: number, navigationId: string): TraceEvent => ({
  name: "navigationStart",
  cat: "blink.user_timing",
  ph: "R",
  ts,
  ...main,
  args: { frame: "F", data: { navigationId } },
});

/**
 * Navigation at 1 s, first contentful paint 100 ms later (trace times are microseconds); the frame's
 * empty initial document logs a navigation of its own, which is not the one that painted.
 */
export const paints: TraceEvent[] = [
  navigation(1_000_000, "page"),
  navigation(1_050_000, "blank"),
  {
    name: "firstContentfulPaint",
    cat: "loading",
    ph: "I",
    ts: 1_100_000,
    ...main,
    args: { data: { navigationId: "page" } },
  },
];
