// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStableHandler } from "./use-stable-handler";

describe("useStableHandler", () => {
  it("keeps one function across renders and calls the last rendered handler", () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ label }) => useStableHandler((item: string) => calls.push(`${label}:${item}`)),
      {
        initialProps: { label: "first" },
      },
    );
    const handler = result.current;
    handler("a");
    rerender({ label: "second" });
    expect(result.current).toBe(handler);
    handler("b");
    expect(calls).toEqual(["first:a", "second:b"]);
  });
});
