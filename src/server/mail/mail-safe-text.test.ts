import { describe, expect, it } from "vitest";
import { mailSafeText } from "./mail-safe-text.ts";

describe("mailSafeText", () => {
  it.each([
    ["Visit https://evil.example.com/login now", "Visit https[:]//evil[.]example[.]com/login now"],
    ["www.paypal.com", "www[.]paypal[.]com"],
    ["Lidl.sk", "Lidl[.]sk"],
    ["poriadok．sk", "poriadok[.]sk"],
    ["mail me: bob@evil.org", "mail me: bob[@]evil[.]org"],
    ["http://127.0.0.1:8080/x", "http[:]//127[.]0[.]0[.]1:8080/x"],
    ["JavaScript:alert(1)", "JavaScript[:]alert(1)"],
    ["mailto:x@y.z", "mailto[:]x[@]y.z"],
  ])("breaks what a mail program would make a link of: %s", (value, expected) => {
    expect(mailSafeText(value, 100)).toBe(expected);
  });

  it.each([
    ["Nákup 10:30 1.5 kg", "Nákup 10:30 1.5 kg"],
    ["J. Novák", "J. Novák"],
    ["👨‍👩‍👧 rodina", "👨‍👩‍👧 rodina"],
  ])("leaves ordinary text as written: %s", (value, expected) => {
    expect(mailSafeText(value, 100)).toBe(expected);
  });

  it("makes one line without format characters", () => {
    expect(mailSafeText("line\nbreak\r\n\u2028Subject: x\t", 100)).toBe("line break Subject: x");
    expect(mailSafeText("a\u202Egnp\u200B.exe", 100)).toBe("agnp[.]exe");
  });

  it("cuts at the bound on whole graphemes, with an ellipsis", () => {
    expect(mailSafeText("x".repeat(100), 60)).toBe(`${"x".repeat(59)}…`);
    expect([...mailSafeText("👨‍👩‍👧".repeat(10), 5)]).toEqual([..."👨‍👩‍👧".repeat(4), "…"]);
    expect(mailSafeText("short", 60)).toBe("short");
  });
});
