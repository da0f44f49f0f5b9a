import type { SignedInSession } from "@shared/schemas/signed-in-sessions";
import { describe, expect, it } from "vitest";
import { lastActive } from "./last-active";

const NOW = new Date("2027-03-10T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;

function renewedAgo(ms: number, current = false): SignedInSession {
  const at = new Date(NOW.getTime() - ms).toISOString();
  return { id: "s", userAgent: null, createdAt: at, updatedAt: at, expiresAt: at, current };
}

describe("lastActive", () => {
  it("says now for this device, and within the last hour for a session renewed less than an hour ago", () => {
    expect(lastActive(renewedAgo(5 * 24 * HOUR, true), NOW, "en")).toEqual({ kind: "now" });
    expect(lastActive(renewedAgo(59 * 60 * 1000), NOW, "en")).toEqual({ kind: "recently" });
  });

  it("says the time since in the page's language", () => {
    expect(lastActive(renewedAgo(3 * HOUR + 10), NOW, "en")).toEqual({ kind: "ago", when: "3 hours ago" });
    expect(lastActive(renewedAgo(3 * HOUR + 10), NOW, "sk")).toEqual({ kind: "ago", when: "pred 3 hodinami" });
    expect(lastActive(renewedAgo(30 * HOUR), NOW, "en")).toEqual({ kind: "ago", when: "yesterday" });
    expect(lastActive(renewedAgo(30 * HOUR), NOW, "sk")).toEqual({ kind: "ago", when: "včera" });
    expect(lastActive(renewedAgo(12 * 24 * HOUR), NOW, "sk")).toEqual({ kind: "ago", when: "pred 12 dňami" });
  });
});
