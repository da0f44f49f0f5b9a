// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 24, 9, 30, 40));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useNow", () => {
  it("refreshes on the next full minute, then every 60 s", () => {
    const { result } = renderHook(() => useNow());
    expect(result.current.getMinutes()).toBe(30);
    act(() => vi.advanceTimersByTime(19_000));
    expect(result.current.getMinutes()).toBe(30);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.getMinutes()).toBe(31);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.getMinutes()).toBe(32);
  });
});
