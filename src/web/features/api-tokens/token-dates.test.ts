import type { ApiToken } from "@shared/schemas/api-tokens";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { loadApiTokensTexts } from "./api-tokens-texts";
import { describeTokenDates, formatTokenDate, isTokenExpired } from "./token-dates";

beforeAll(() => Promise.all([loadApiTokensTexts("en"), loadApiTokensTexts("sk")]));

const token: ApiToken = {
  id: "0197a6a0-0000-7000-8000-000000000001",
  name: "Home Assistant",
  start: "pdk_AbCd",
  scope: "read",
  createdAt: "2026-11-23T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
};
const now = new Date("2026-11-23T12:00:00.000Z");

describe("formatTokenDate", () => {
  it("writes the month's short name in English and the numeric Slovak date", () => {
    const day = new Date(2027, 2, 3, 9, 5);
    expect(formatTokenDate(day, "en-GB")).toBe("3 Mar 2027");
    expect(formatTokenDate(day, "sk")).toBe("3. 3. 2027");
    expect(formatTokenDate(day, "en-GB", true)).toBe("3 Mar 2027, 09:05");
    expect(formatTokenDate(day, "sk", true)).toMatch(/^3\. 3\. 2027,? 9:05$|^3\. 3\. 2027,? 09:05$/);
  });
});

describe("isTokenExpired", () => {
  it("is false without an expiry, before it, and true from the moment it passes", () => {
    expect(isTokenExpired(null, now)).toBe(false);
    expect(isTokenExpired("2026-11-23T12:00:01.000Z", now)).toBe(false);
    expect(isTokenExpired("2026-11-23T12:00:00.000Z", now)).toBe(true);
    expect(isTokenExpired("2026-01-01T00:00:00.000Z", now)).toBe(true);
  });
});

describe("describeTokenDates", () => {
  it("says Never used and Never expires for a fresh token without an expiry", () => {
    const dates = describeTokenDates(token, now, i18nFor("en").t);
    expect(dates).toEqual({
      created: `Created ${formatTokenDate(new Date(token.createdAt), "en-GB")}`,
      lastUsed: "Never used",
      expiry: "Never expires",
      isExpired: false,
    });
  });

  it("names the day it expires and when it was last used, in the page's language", () => {
    const used = {
      ...token,
      lastUsedAt: "2026-11-23T11:30:00.000Z",
      expiresAt: new Date(2027, 2, 3, 12).toISOString(),
    };
    const en = describeTokenDates(used, now, i18nFor("en").t);
    expect(en.expiry).toBe("Expires 3 Mar 2027");
    expect(en.lastUsed).toBe(`Last used ${formatTokenDate(new Date(used.lastUsedAt), "en-GB", true)}`);
    const sk = describeTokenDates(used, now, i18nFor("sk").t);
    expect(sk.expiry).toBe("Platí do 3. 3. 2027");
    expect(sk.created).toMatch(/^Vytvorený \d{1,2}\. 11\. 2026$/);
    expect(sk.lastUsed).toMatch(/^Naposledy použitý /);
  });

  it("says Expired once the expiry has passed", () => {
    const expired = describeTokenDates({ ...token, expiresAt: "2026-11-01T00:00:00.000Z" }, now, i18nFor("en").t);
    expect(expired).toMatchObject({ expiry: "Expired", isExpired: true });
    expect(describeTokenDates({ ...token, expiresAt: "2026-11-01T00:00:00.000Z" }, now, i18nFor("sk").t).expiry).toBe(
      "Platnosť vypršala",
    );
  });
});
