import { describe, expect, it } from "vitest";
import { revocationText } from "./revocation-text.ts";

describe("what a password mail says was revoked", () => {
  it("names the sessions, the tokens and the feed, in English", () => {
    expect(revocationText("en", { sessions: "all", credentials: { apiTokens: 2, calendarFeed: true } })).toBe(
      "For your safety we signed out every device, revoked your 2 API tokens and turned off your calendar link.",
    );
    expect(revocationText("en", { sessions: "others", credentials: { apiTokens: 1, calendarFeed: false } })).toBe(
      "For your safety we signed out every other device and revoked your API token.",
    );
    expect(revocationText("en", { sessions: "none", credentials: { apiTokens: 0, calendarFeed: false } })).toBe(
      "You had no API tokens or calendar link to revoke.",
    );
    expect(revocationText("en", { sessions: "others", credentials: "kept" })).toBe(
      "For your safety we signed out every other device. Your API tokens and your calendar link still work; " +
        "revoke them in Settings if you no longer trust them.",
    );
  });

  it("counts tokens as Slovak does (1, 2–4, 5 and more)", () => {
    const tokens = (apiTokens: number) =>
      revocationText("sk", { sessions: "none", credentials: { apiTokens, calendarFeed: false } });
    expect(tokens(1)).toBe("Z bezpečnostných dôvodov sme zneplatnili váš API token.");
    expect(tokens(3)).toBe("Z bezpečnostných dôvodov sme zneplatnili vaše 3 API tokeny.");
    expect(tokens(5)).toBe("Z bezpečnostných dôvodov sme zneplatnili vašich 5 API tokenov.");
    expect(revocationText("sk", { sessions: "all", credentials: { apiTokens: 0, calendarFeed: true } })).toBe(
      "Z bezpečnostných dôvodov sme odhlásili všetky zariadenia a vypli odkaz na váš kalendár.",
    );
  });
});
