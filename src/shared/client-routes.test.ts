import { describe, expect, it } from "vitest";
import { isClientRoute } from "./client-routes.ts";

describe("the web app's screens", () => {
  it.each([
    "/",
    "/sk",
    "/sk/",
    "/home",
    "/home/",
    "/sk/home",
    "/auth",
    "/settings",
    "/statistics",
    "/planner",
    "/terms",
    "/shopping/3",
    "/sk/shopping/42",
    "/trash",
    "/admin",
    "/sk/admin",
    "/about",
    "/sk/about",
    "/contact",
    "/donate",
    "/quick-notes",
    "/sk/quick-notes",
    "/invitations/Qk3v_x-9",
    "/sk/invitations/Qk3v_x-9",
    "/Home",
    "/SK/Trash",
  ])("%s is a screen", (pathname) => {
    expect(isClientRoute(pathname)).toBe(true);
  });

  it.each([
    "/no-such-page",
    "/sk/nic-take",
    "/home/extra",
    "/shopping",
    "/shopping/3/items",
    "/invitations",
    "/sk/sk/home",
    "/en/home",
    "/favicon.ico",
    "/assets/missing-chunk.js",
    "/skhome",
  ])("%s is not a screen", (pathname) => {
    expect(isClientRoute(pathname)).toBe(false);
  });
});
