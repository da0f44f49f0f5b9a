import { describe, expect, it } from "vitest";
import { browserTimeZone } from "./browser-time-zone";

describe("browserTimeZone", () => {
  it("reads the zone the runtime resolves", () => {
    expect(browserTimeZone(new Intl.DateTimeFormat("en", { timeZone: "Europe/Bratislava" }))).toBe("Europe/Bratislava");
  });

  it("falls back to UTC when the runtime names none", () => {
    const format = { resolvedOptions: () => ({ timeZone: "" }) } as unknown as Intl.DateTimeFormat;
    expect(browserTimeZone(format)).toBe("UTC");
  });
});
