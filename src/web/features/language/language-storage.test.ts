import { describe, expect, it } from "vitest";
import { memoryStorage } from "@/test-support/memory-storage";
import { readStoredLocale, storeLocale } from "./language-storage";

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("language storage", () => {
  it("stores under 'language' and reads back only en or sk", () => {
    const storage = memoryStorage();
    expect(readStoredLocale(storage)).toBe("en");
    storeLocale("sk", storage);
    expect(storage.items.get("language")).toBe("sk");
    expect(readStoredLocale(storage)).toBe("sk");
    expect(readStoredLocale(memoryStorage({ language: "cz" }))).toBe("en");
  });

  it("falls back to English when storage is unavailable", () => {
    expect(readStoredLocale(brokenStorage)).toBe("en");
    expect(() => storeLocale("sk", brokenStorage)).not.toThrow();
  });
});
