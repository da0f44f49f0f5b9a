import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

describe("the target after sign-in", () => {
  it.each([
    ["/trash", "/trash"],
    ["/shopping/3?x=1", "/shopping/3?x=1"],
    [null, "/home"],
    ["", "/home"],
    ["//evil.example/path", "/home"],
    ["https://evil.example", "/home"],
    ["/\\evil.example", "/home"],
    ["/auth?mode=signup", "/home"],
  ])("%j → %j", (redirect, expected) => {
    expect(safeRedirectTarget(redirect)).toBe(expected);
  });
});
