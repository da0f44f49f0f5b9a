// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_LOAD_MS } from "./after-first-screen";
import { IDLE_PREFETCH_MARK, isPrefetchWelcome, prefetchWhenIdle } from "./prefetch-when-idle";

describe("isPrefetchWelcome", () => {
  it("prefetches without hints, on 4G and on 3G; not with Save-Data or on 2G", () => {
    expect(isPrefetchWelcome(undefined)).toBe(true);
    expect(isPrefetchWelcome({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(isPrefetchWelcome({ effectiveType: "3g" })).toBe(true);
    expect(isPrefetchWelcome({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(isPrefetchWelcome({ effectiveType: "2g" })).toBe(false);
    expect(isPrefetchWelcome({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("prefetchWhenIdle", () => {
  beforeEach(() => {
    // Timers only: the mark goes to the real Performance timeline.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    performance.clearMarks();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, "connection");
  });

  it("loads one module per idle moment once the page is loaded and the screen is not busy, and marks the start", async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.reject(new Error("offline")));
    const third = vi.fn(() => Promise.resolve());
    let isBusy = true;
    prefetchWhenIdle([first, second, third], () => isBusy);
    // Not before the first screen is done (lib/after-first-screen.ts: AFTER_LOAD_MS after load).
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_MS + 3000);
    expect(first).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK)).toHaveLength(0);

    isBusy = false;
    await vi.advanceTimersByTimeAsync(1600);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2100);
    // A failed load does not stop the rest.
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).toHaveBeenCalledTimes(1);
  });

  it("does nothing with Save-Data or on 2G, and nothing more once cancelled", async () => {
    const load = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    prefetchWhenIdle([load]);
    Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g" }, configurable: true });
    prefetchWhenIdle([load]);
    Reflect.deleteProperty(navigator, "connection");
    const cancel = prefetchWhenIdle([load]);
    cancel();
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_MS + 10_000);
    expect(load).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK)).toHaveLength(0);
  });
});
