import { describe, expect, it } from "vitest";
import { i18nFor, loadCatalogues } from "@/lib/i18n";
import { countCharacters, counterText, errorTextOptions, NEAR_LIMIT_SHARE } from "./character-limit";

describe("countCharacters", () => {
  it("stays quiet until the text reaches 90 % of the limit", () => {
    expect(NEAR_LIMIT_SHARE).toBe(0.9);
    expect(countCharacters("x".repeat(179), 200)).toEqual({ isShown: false, remaining: 21, isOver: false });
    expect(countCharacters("x".repeat(180), 200)).toEqual({ isShown: true, remaining: 20, isOver: false });
    expect(countCharacters("x".repeat(200), 200)).toEqual({ isShown: true, remaining: 0, isOver: false });
  });

  it("counts past the limit as over", () => {
    expect(countCharacters("x".repeat(256), 200)).toEqual({ isShown: true, remaining: -56, isOver: true });
  });

  it("counts a single line as the schema does: after trimming, in UTF-16 code units", () => {
    expect(countCharacters(`  ${"x".repeat(200)}  `, 200, { isTrimmed: true }).isOver).toBe(false);
    expect(countCharacters(`  ${"x".repeat(200)}  `, 200).isOver).toBe(true);
    // An emoji outside the BMP is two code units, as zod's max counts it.
    expect(countCharacters("😀".repeat(10), 20).remaining).toBe(0);
  });
});

describe("the texts", () => {
  it("say how many are left or over, with Slovak plural forms", async () => {
    await Promise.all([loadCatalogues("en"), loadCatalogues("sk")]);
    const text = (locale: "en" | "sk", value: string, max: number) => {
      const { key, count } = counterText(countCharacters(value, max));
      return i18nFor(locale).t(`common:${key}`, { count });
    };
    expect(text("en", "x".repeat(199), 200)).toBe("1 character left");
    expect(text("en", "x".repeat(190), 200)).toBe("10 characters left");
    expect(text("en", "x".repeat(203), 200)).toBe("3 characters too many");
    expect(text("sk", "x".repeat(199), 200)).toBe("Zostáva 1 znak");
    expect(text("sk", "x".repeat(197), 200)).toBe("Zostávajú 3 znaky");
    expect(text("sk", "x".repeat(190), 200)).toBe("Zostáva 10 znakov");
    expect(text("sk", "x".repeat(201), 200)).toBe("1 znak navyše");
    expect(text("sk", "x".repeat(256), 200)).toBe("56 znakov navyše");
  });

  it("name the limit in the too-long message, and leave other messages alone", async () => {
    await Promise.all([loadCatalogues("en"), loadCatalogues("sk")]);
    const message = (locale: "en" | "sk", key: string, max?: number) =>
      i18nFor(locale).t(`errors:${key}`, errorTextOptions(key, max));
    expect(message("en", "validation.tooLong", 200)).toBe("At most 200 characters.");
    expect(message("sk", "validation.tooLong", 200)).toBe("Najviac 200 znakov.");
    expect(message("sk", "validation.tooLong", 40)).toBe("Najviac 40 znakov.");
    expect(message("sk", "validation.tooLong", 3)).toBe("Najviac 3 znaky.");
    // Where the limit is not known the old sentence stays.
    expect(message("en", "validation.tooLong")).toBe("This is too long.");
    expect(message("en", "validation.required", 200)).toBe("This field is required");
  });
});
