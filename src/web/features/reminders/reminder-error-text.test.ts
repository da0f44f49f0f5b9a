import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { i18nFor } from "@/lib/i18n";
import { reminderErrorText } from "./reminder-error-text";
import { loadRemindersTexts } from "./reminders-texts";

beforeAll(() => Promise.all([loadRemindersTexts("en"), loadRemindersTexts("sk")]));

const textOf = (locale: "en" | "sk", code: string) =>
  reminderErrorText(i18nFor(locale).getFixedT(locale), new ApiError(400, code, "fallback"));

describe("reminderErrorText", () => {
  it("words the push network's refusals in both languages, with the limits filled in", () => {
    expect(textOf("en", "push_endpoint_refused")).toMatch(/only to public push services over https/);
    expect(textOf("sk", "push_endpoint_refused")).toMatch(/len verejným službám cez https/);
    expect(textOf("en", "push_too_many_devices")).toMatch(/^Notifications are on for 10 devices, the most/);
    expect(textOf("sk", "push_too_many_devices")).toMatch(/^Upozornenia sú zapnuté v 10 zariadeniach/);
    expect(textOf("en", "push_test_rate_limited")).toMatch(/^You can send at most 5 tests a minute/);
    expect(textOf("sk", "push_test_rate_limited")).toMatch(/^Za minútu môžete poslať najviac 5 testov/);
  });
});
