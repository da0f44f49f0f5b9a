import { describe, expect, it } from "vitest";
import { compactIban, groupIban } from "./iban.ts";
import { parseLocale, parseTheme } from "./preferences.ts";

describe("stored preferences", () => {
  it.each([
    ["en", "en"],
    ["sk", "sk"],
    ["de", "en"],
    ["SK", "en"],
    ["", "en"],
    [null, "en"],
  ])("language %j is read as %j (only en and sk are accepted, default en)", (stored, expected) => {
    expect(parseLocale(stored)).toBe(expected);
  });

  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ["blue", "dark"],
    ["Light", "dark"],
    [null, "dark"],
  ])("theme %j is read as %j (anything but light or dark becomes dark)", (stored, expected) => {
    expect(parseTheme(stored)).toBe(expected);
  });
});

describe("IBAN display", () => {
  it("groups an IBAN in blocks of four and compacts it for copying", () => {
    expect(groupIban("sk3112000000198742637541")).toBe("SK31 1200 0000 1987 4263 7541");
    expect(groupIban(" SK31 1200 0000 1987 4263 7541 ")).toBe("SK31 1200 0000 1987 4263 7541");
    expect(compactIban("SK31 1200 0000 1987 4263 7541")).toBe("SK3112000000198742637541");
  });
});
