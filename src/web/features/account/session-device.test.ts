import { describe, expect, it } from "vitest";
import { describeSessionDevice } from "./session-device";

describe("describeSessionDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      { browser: "Firefox 128", system: "Windows", kind: "desktop" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari 17", system: "iOS 17", kind: "mobile" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome 126", system: "Android 14", kind: "mobile" },
    ],
    [
      // Chrome freezes macOS at 10.15.7 (Catalina): the version would mislead.
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      { browser: "Chrome 126", system: "macOS", kind: "desktop" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      { browser: "Chrome 140", system: "Linux", kind: "desktop" },
    ],
  ])("names the browser and system of %s", (userAgent, expected) => {
    expect(describeSessionDevice(userAgent)).toEqual(expected);
  });

  it("names a script by its first word, bounded, and nothing by nothing", () => {
    expect(describeSessionDevice("curl/8.5.0")).toEqual({ browser: "curl/8.5.0", system: null, kind: "desktop" });
    expect(describeSessionDevice(`x${"y".repeat(500)} more`).browser).toHaveLength(40);
    expect(describeSessionDevice(null)).toEqual({ browser: null, system: null, kind: "desktop" });
    expect(describeSessionDevice("   ")).toEqual({ browser: null, system: null, kind: "desktop" });
  });
});
