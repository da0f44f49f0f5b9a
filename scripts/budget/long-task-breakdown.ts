/**
 * What each long task of a page load spent its time on, from a Chrome trace (profile-route.ts records
 * it): for every main-thread task of 50 ms or more that ends after first contentful paint (those are
 * what total blocking time counts, total-blocking-time.ts), the browser's own activities by self time
 * (script evaluation, layout, style, …) and the JavaScript functions and modules the CPU profiler's
 * samples fell into. Pure: positions are turned into names by `resolve` (source maps, in
 * source-positions.ts), so this is testable without a browser.
 */
import { mainThreadOf, type TraceEvent } from "./load-trace.ts";
import { BLOCKING_THRESHOLD_MS, totalBlockingTime } from "./total-blocking-time.ts";

/** Where a sampled function is, as V8 reports it (zero-based line and column in the served file). */
export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
/** A function's readable name ("file:line name") and the module it belongs to. */
export type ResolvedFrame = { location: string; module: string };
export type ResolveFrame = (frame: CallFrame) => ResolvedFrame;

export type Share = { name: string; ms: number };
export type TaskBreakdown = {
  /** Since the navigation started, as PerformanceObserver's long tasks and the budget report count. */
  startMs: number;
  durationMs: number;
  /**
   * The main thread's CPU time in it. Far below the duration, the thread mostly waited for a CPU (a busy
   * machine), so the task says more about the machine than the page.
   */
  cpuMs: number;
  /** Its part beyond 50 ms after first contentful paint: what it adds to total blocking time. */
  blockingMs: number;
  activities: Share[];
  modules: Share[];
  functions: Share[];
};
/**
 * `cpuBlockingMs`: the blocking time counted from each task's CPU time instead of its duration — what
 * the load would have blocked on an idle machine; on a busy one (a shared CI runner) it separates what
 * the page does from what the machine did.
 */
export type LoadBreakdown = { fcpMs: number; tasks: TaskBreakdown[]; cpuBlockingMs: number };

const LONG_TASK_US = BLOCKING_THRESHOLD_MS * 1000;
/** A gap between two samples longer than this is the profiler pausing, not the function running. */
const MAX_SAMPLE_US = 10_000;

export function breakDownLongTasks(events: TraceEvent[], resolve: ResolveFrame): LoadBreakdown {
  const main = mainThreadOf(events);
  if (!main) throw new Error("the trace has no first contentful paint");
  const { fcp, onMainThread, originUs: origin } = main;
  const slices = onMainThread.filter((event) => event.ph === "X" && typeof event.dur === "number");
  const samples = cpuSamples(events, fcp.pid, fcp.tid);
  const tasks = slices
    .filter((task) => task.name === "RunTask" && (task.dur ?? 0) >= LONG_TASK_US && task.ts + (task.dur ?? 0) > fcp.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const blockingUs = end - Math.max(task.ts, fcp.ts) - LONG_TASK_US;
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
        blockingMs: Math.max(0, blockingUs) / 1000,
        activities: selfTimes(slices.filter((slice) => slice !== task && slice.ts >= task.ts && slice.ts < end)),
        modules: ranked(
          inside.map((sample) => ({ name: resolveOrLabel(sample.frame, resolve).module, us: sample.us })),
        ),
        functions: ranked(
          inside.map((sample) => ({ name: resolveOrLabel(sample.frame, resolve).location, us: sample.us })),
        ),
      };
    });
  const fcpMs = (fcp.ts - origin) / 1000;
  const byCpu = tasks.map((task) => ({ startTime: task.startMs, duration: task.durationMs, cpuMs: task.cpuMs }));
  return { fcpMs, tasks, cpuBlockingMs: totalBlockingTime(byCpu, fcpMs, Number.POSITIVE_INFINITY) };
}

/** V8's pseudo-frames ("(program)", "(garbage collector)") have no script: their name says it all. */
function resolveOrLabel(frame: CallFrame, resolve: ResolveFrame): ResolvedFrame {
  if (!frame.url) return { location: frame.functionName || "(anonymous)", module: frame.functionName || "(native)" };
  return resolve(frame);
}

/**
 * Each trace slice's own time (its duration less its children's), summed by name. Script evaluation
 * is named after its file, since which chunk ran is the question.
 */
function selfTimes(slices: TraceEvent[]): Share[] {
  const sorted = [...slices].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; name: string; self: number }[] = [];
  const totals: { name: string; us: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
      const done = stack.pop();
      if (done) totals.push({ name: done.name, us: done.self });
    }
  };
  for (const slice of sorted) {
    close(slice.ts);
    const dur = slice.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    stack.push({ end: slice.ts + dur, name: activityName(slice), self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return ranked(totals);
}

function activityName(slice: TraceEvent): string {
  const url: unknown = slice.args?.data?.url;
  if (typeof url === "string" && url && /Evaluate|Compile/i.test(slice.name)) return `${slice.name} ${fileOf(url)}`;
  return slice.name;
}

const fileOf = (url: string) => url.replace(/^.*\//, "");

/** Sums by name, largest first. */
function ranked(entries: { name: string; us: number }[]): Share[] {
  const byName = new Map<string, number>();
  for (const { name, us } of entries) byName.set(name, (byName.get(name) ?? 0) + us);
  return [...byName]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((share) => share.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

type Sample = { ts: number; us: number; frame: CallFrame };

/**
 * The CPU profiler's samples of one thread, each with the function it landed in (the leaf: self time)
 * and the time until the next sample. The trace carries them as a "Profile" event and "ProfileChunk"s
 * with new nodes, sample node ids and the time since the previous sample.
 */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((event) => event.name === "Profile" && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const frames = new Map<number, CallFrame>();
  const times: { ts: number; node: number }[] = [];
  let ts: number = profile.args?.data?.startTime ?? profile.ts;
  const chunks = events.filter(
    (event) => event.name === "ProfileChunk" && event.pid === pid && event.id === profile.id,
  );
  for (const chunk of chunks) {
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    const deltas: number[] = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node: number, index: number) => {
      ts += deltas[index] ?? 0;
      times.push({ ts, node });
    });
  }
  const samples: Sample[] = [];
  times.forEach(({ ts: at, node }, index) => {
    const frame = frames.get(node);
    const next = times[index + 1]?.ts ?? at;
    if (!frame || frame.functionName === "(idle)") return;
    samples.push({ ts: at, us: Math.min(next - at, MAX_SAMPLE_US), frame });
  });
  return samples;
}
