import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openChangeStream, REOPEN_DELAYS_MS } from "./change-stream";

/** The browser's EventSource as far as change-stream.ts uses it: a refusal closes it for good. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  /** What EventSource does with an answer that is no stream (401, 429, 503): closes, then fires error. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
  accept() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe("the live change stream's reopening", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Refuses the newest stream and returns after how long (ms) the next one was opened. */
  async function refuseAndTimeReopen(): Promise<number> {
    const count = FakeEventSource.opened.length;
    FakeEventSource.opened.at(-1)?.refuse();
    let waited = 0;
    while (FakeEventSource.opened.length === count) {
      await vi.advanceTimersByTimeAsync(50);
      waited += 50;
      if (waited > 2 * 60_000) throw new Error("never reopened");
    }
    return waited;
  }

  it("keeps reopening a refused stream (a full instance's 503) after growing, spread pauses, never giving up", async () => {
    const onRefused = vi.fn();
    const stream = openChangeStream({ onChange: () => {}, onRefused });
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) waits.push(await refuseAndTimeReopen());
    expect(onRefused).toHaveBeenCalledTimes(8);
    waits.forEach((waited, i) => {
      const step = REOPEN_DELAYS_MS[Math.min(i, REOPEN_DELAYS_MS.length - 1)] ?? 0;
      expect(waited).toBeGreaterThanOrEqual(step * 0.5);
      expect(waited).toBeLessThanOrEqual(step * 1.5 + 50);
    });
    stream.close();
  });

  it("spreads the first reopening of many refused devices over a second or more", async () => {
    const waits: number[] = [];
    for (let device = 0; device < 20; device += 1) {
      const stream = openChangeStream({ onChange: () => {}, onRefused: () => {} });
      waits.push(await refuseAndTimeReopen());
      stream.close();
    }
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThanOrEqual(300);
  });

  it("starts again from the shortest pause once a stream was accepted", async () => {
    const stream = openChangeStream({ onChange: () => {}, onRefused: () => {} });
    await refuseAndTimeReopen();
    await refuseAndTimeReopen();
    FakeEventSource.opened.at(-1)?.accept();
    expect(await refuseAndTimeReopen()).toBeLessThanOrEqual(1_550);
    stream.close();
  });
});
