import { describe, expect, it } from "vitest";
import { memoryStorage } from "@/test-support/memory-storage";
import { applyTheme, readStoredTheme, storeTheme } from "./theme-storage";

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("theme storage", () => {
  it("stores under 'theme'; dark by default and for any unknown value", () => {
    const storage = memoryStorage();
    expect(readStoredTheme(storage)).toBe("dark");
    storeTheme("light", storage);
    expect(storage.items.get("theme")).toBe("light");
    expect(readStoredTheme(storage)).toBe("light");
    expect(readStoredTheme(memoryStorage({ theme: "solarized" }))).toBe("dark");
    expect(readStoredTheme(brokenStorage)).toBe("dark");
  });

  it("applies a theme as the dark class and the colour scheme of the root element", () => {
    const classes = new Set<string>(["dark"]);
    const root = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style: { colorScheme: "" },
    } as unknown as HTMLElement;
    applyTheme("light", root);
    expect(classes.has("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
    applyTheme("dark", root);
    expect(classes.has("dark")).toBe(true);
  });
});
