// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHoursAutosave } from "./use-hours-autosave";

type Deferred = { resolve: () => void; reject: () => void };

function setup() {
  const sent: number[] = [];
  const answers: Deferred[] = [];
  const save = vi.fn(
    (hours: number) =>
      new Promise<void>((resolve, reject) => {
        sent.push(hours);
        answers.push({ resolve, reject: () => reject(new Error("offline")) });
      }),
  );
  const hook = renderHook(() => useHoursAutosave(save, 600));
  return { sent, answers, save, hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useHoursAutosave", () => {
  it("waits for a pause in typing and sends only the last value", async () => {
    const { sent, answers, hook } = setup();
    act(() => hook.result.current.schedule(7));
    act(() => vi.advanceTimersByTime(300));
    act(() => hook.result.current.schedule(7.5));
    expect(hook.result.current.state).toBe("pending");
    act(() => vi.advanceTimersByTime(599));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([7.5]);
    expect(hook.result.current.state).toBe("saving");
    await act(async () => answers[0]?.resolve());
    expect(hook.result.current.state).toBe("saved");
    act(() => vi.advanceTimersByTime(2_000));
    expect(hook.result.current.state).toBe("idle");
  });

  it("sends at once on flush, and nothing twice", () => {
    const { sent, hook } = setup();
    act(() => hook.result.current.schedule(4));
    act(() => hook.result.current.flush());
    act(() => vi.advanceTimersByTime(1_000));
    expect(sent).toEqual([4]);
  });

  it("keeps one request per day in flight and sends the newest value after it", async () => {
    const { sent, answers, hook } = setup();
    act(() => hook.result.current.schedule(1));
    act(() => hook.result.current.flush());
    act(() => hook.result.current.schedule(2));
    act(() => hook.result.current.schedule(3));
    act(() => vi.advanceTimersByTime(600));
    expect(sent).toEqual([1]);
    await act(async () => answers[0]?.resolve());
    expect(sent).toEqual([1, 3]);
    await act(async () => answers[1]?.resolve());
    expect(hook.result.current.state).toBe("saved");
  });

  it("reports a failure until the next value", async () => {
    const { sent, answers, hook } = setup();
    act(() => hook.result.current.schedule(5));
    act(() => hook.result.current.flush());
    await act(async () => answers[0]?.reject());
    expect(hook.result.current.state).toBe("failed");
    act(() => hook.result.current.schedule(5));
    expect(hook.result.current.state).toBe("pending");
    act(() => hook.result.current.flush());
    expect(sent).toEqual([5, 5]);
  });

  it("drops a cancelled value", () => {
    const { sent, hook } = setup();
    act(() => hook.result.current.schedule(6));
    act(() => hook.result.current.cancel());
    act(() => vi.advanceTimersByTime(1_000));
    expect(sent).toEqual([]);
    expect(hook.result.current.state).toBe("idle");
  });

  it("sends a waiting value when the field goes away", () => {
    const { sent, hook } = setup();
    act(() => hook.result.current.schedule(8));
    hook.unmount();
    expect(sent).toEqual([8]);
  });
});
