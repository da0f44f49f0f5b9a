import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isRealDate } from "./calendar-date.ts";
import { parseQuickAdd } from "./parse-quick-add.ts";
import { FRIDAY_MORNING, LISTS, TAGS } from "./quick-add-test-support.ts";

const options = (language: "en" | "sk", keep: string[] = []) => ({
  language,
  timeZone: "Europe/Bratislava",
  now: FRIDAY_MORNING,
  lists: LISTS,
  tags: TAGS,
  keep,
});

describe("the parts quick add recognises", () => {
  test("each part is named with the exact words it took, in the line's order", () => {
    const line = "zajtra o 17:00 zavolať mame #rodina každý piatok";
    const { parts } = parseQuickAdd(line, options("sk"));
    expect(parts.map(({ type, text }) => [type, text])).toEqual([
      ["date", "zajtra"],
      ["time", "o 17:00"],
      ["tag", "#rodina"],
      ["repeat", "každý piatok"],
    ]);
    for (const part of parts) expect(line.slice(part.start, part.end)).toBe(part.text);
  });

  test("a part taken back stays in the title, and the rest is still recognised", () => {
    const result = parseQuickAdd("Call May tomorrow at 5pm #work", options("en", ["tomorrow at 5pm"]));
    expect(result).toMatchObject({ title: "Call May tomorrow at 5pm", date: null, time: null, tags: ["work"] });
    const kept = parseQuickAdd("Kúpiť lístky na koncert", options("sk", ["Kúpiť"]));
    expect(kept).toMatchObject({ kind: "tasks", title: "Kúpiť lístky na koncert" });
    const tag = parseQuickAdd("oprava #auto zajtra", options("sk", ["#auto"]));
    expect(tag).toMatchObject({ title: "oprava #auto", tags: [], date: "2026-11-28" });
  });
});

describe("any text at all", () => {
  const words = fc.constantFrom(
    ...["zajtra", "o", "5", "17:00", "15.", "decembra", "každý", "piatok", "#", "#práca", "do", "Lidl", "Kúpiť", ","],
    ...["every", "Friday", "at", "5pm", "Dec", "31", "Note:", "and", "a", "in", "3", "days", "15/12", "next", "week"],
  );
  const line = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(words, { maxLength: 12 }).map((list) => list.join(" ")),
  );
  const instant = fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true });

  test("never throws, and every date it answers is a real day with a real time", () => {
    fc.assert(
      fc.property(line, fc.constantFrom("en" as const, "sk" as const), instant, (text, language, now) => {
        const result = parseQuickAdd(text, { ...options(language), now });
        if (result.date !== null) {
          const [year, month, day] = result.date.split("-").map(Number);
          expect(isRealDate(year ?? 0, month ?? 0, day ?? 0)).toBe(true);
        }
        if (result.time !== null) expect(result.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        for (const part of result.parts) expect(text.slice(part.start, part.end)).toBe(part.text);
      }),
      { numRuns: 2000 },
    );
  });
});
