import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

describe("the target after sign-in", () => {
  it.each([
    ["/trash", "/trash"],
    ["/shopping/3?x=1", "/shopping/3?x=1"],
    ["/settings#tags", "/settings#tags"],
    ["/home/", "/home/"],
  ])("keeps the same-origin path %j", (redirect, expected) => {
    expect(safeRedirectTarget(redirect)).toBe(expected);
  });

  it.each([
    null,
    "",
    "home",
    "//evil.example/path",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    " //evil.example",
    "/ /evil.example",
    "/\u00a0/evil.example",
    "/\u3000/evil.example",
    "/.//evil.example",
    "/./\t/evil.example",
    "/%2e//evil.example",
    "/auth",
    "/auth?mode=signup",
    "/auth#x",
  ])("sends %j to the home screen", (redirect) => {
    expect(safeRedirectTarget(redirect)).toBe("/home");
  });
});
