import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { loadApiTokensTexts } from "./api-tokens-texts";
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, expiryLabel, expiryValue, parseExpiryValue } from "./expiry-choices";

beforeAll(() => Promise.all([loadApiTokensTexts("en"), loadApiTokensTexts("sk")]));

describe("the expiry choices", () => {
  it("are worded in both languages, Slovak with its plural forms", () => {
    expect(EXPIRY_CHOICES.map((choice) => expiryLabel(choice, i18nFor("en").t))).toEqual([
      "In 30 days",
      "In 90 days",
      "In 1 year",
      "Never",
    ]);
    expect(EXPIRY_CHOICES.map((choice) => expiryLabel(choice, i18nFor("sk").t))).toEqual([
      "30 dní",
      "90 dní",
      "1 rok",
      "Neobmedzená",
    ]);
    const sk = i18nFor("sk").t;
    expect([1, 3, 7].map((count) => sk("api-tokens:create.expiryDays", { count }))).toEqual([
      "1 deň",
      "3 dni",
      "7 dní",
    ]);
  });

  it("go through the select's values and back; anything else is the default", () => {
    for (const choice of EXPIRY_CHOICES) expect(parseExpiryValue(expiryValue(choice))).toBe(choice);
    expect(expiryValue(null)).toBe("never");
    expect(parseExpiryValue("12")).toBe(DEFAULT_EXPIRY);
  });
});
