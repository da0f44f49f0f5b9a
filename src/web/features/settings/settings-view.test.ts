import { describe, expect, it } from "vitest";
import { parseSettingsView } from "./settings-view";

describe("parseSettingsView", () => {
  it("knows every subview", () => {
    for (const view of [
      "account",
      "tags",
      "data",
      "language",
      "notifications",
      "tokens",
      "donate",
      "about",
      "delete",
    ]) {
      expect(parseSettingsView(view)).toBe(view);
    }
  });

  it("shows the menu for a missing or unknown view", () => {
    expect(parseSettingsView(null)).toBeNull();
    expect(parseSettingsView("")).toBeNull();
    expect(parseSettingsView("tag")).toBeNull();
    expect(parseSettingsView("ACCOUNT")).toBeNull();
  });
});
