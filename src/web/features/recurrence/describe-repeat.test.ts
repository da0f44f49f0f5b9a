import { REPEAT_RULE_MAX, repeatRuleProblem } from "@shared/schemas/recurrence";
import fc from "fast-check";
import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@/locales/en/recurrence.json";
import sk from "@/locales/sk/recurrence.json";
import { describeRepeat } from "./describe-repeat";

const translators: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const [lang, texts] of [
    ["en", en],
    ["sk", sk],
  ] as const) {
    const i18n = createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { recurrence: texts } }, defaultNS: "recurrence" });
    translators[lang] = i18n.t;
  }
});

const words = (rule: string, lang: "en" | "sk") => describeRepeat(rule, translators[lang] as TFunction, lang);

describe("describeRepeat", () => {
  it.each([
    ["FREQ=DAILY", "every day", "každý deň"],
    ["FREQ=DAILY;INTERVAL=3", "every 3 days", "každé 3 dni"],
    ["FREQ=DAILY;INTERVAL=5", "every 5 days", "každých 5 dní"],
    ["FREQ=WEEKLY;BYDAY=MO,TH", "every Monday and Thursday", "každý pondelok a štvrtok"],
    ["FREQ=WEEKLY;BYDAY=WE", "every Wednesday", "každú stredu"],
    ["FREQ=WEEKLY;BYDAY=SA,SU", "every Saturday and Sunday", "každú sobotu a nedeľu"],
    ["FREQ=WEEKLY;BYDAY=MO,WE", "every Monday and Wednesday", "každý pondelok a každú stredu"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,FR", "every Monday, Tuesday, and Friday", "každý pondelok, utorok a piatok"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "every 2 weeks on Friday", "každé 2 týždne v piatok"],
    [
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH,FR",
      "every 2 weeks on Thursday and Friday",
      "každé 2 týždne vo štvrtok a piatok",
    ],
    ["FREQ=WEEKLY;INTERVAL=6;BYDAY=SU", "every 6 weeks on Sunday", "každých 6 týždňov v nedeľu"],
    ["FREQ=MONTHLY;BYMONTHDAY=15", "monthly on the 15th", "mesačne, 15. dňa"],
    ["FREQ=MONTHLY;BYMONTHDAY=1", "monthly on the 1st", "mesačne, 1. dňa"],
    ["FREQ=MONTHLY;BYMONTHDAY=22", "monthly on the 22nd", "mesačne, 22. dňa"],
    ["FREQ=MONTHLY;BYMONTHDAY=23", "monthly on the 23rd", "mesačne, 23. dňa"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "monthly on the last day", "mesačne, posledný deň v mesiaci"],
    ["FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "every year on 3 March", "každý rok 3. marca"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "every year on 29 February", "každý rok 29. februára"],
    ["FREQ=MONTHLY;BYDAY=1MO", "by a custom rule", "podľa vlastného pravidla"],
    ["FREQ=DAILY;UNTIL=20271231", "by a custom rule", "podľa vlastného pravidla"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "by a custom rule", "podľa vlastného pravidla"],
    ["FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31", "by a custom rule", "podľa vlastného pravidla"],
  ])("%s → %s / %s", (rule, english, slovak) => {
    expect(words(rule, "en")).toBe(english);
    // Intl's Slovak list may join two days with "a" and a no-break space (no one-letter word at a line's end).
    expect(words(rule, "sk").replaceAll("\u00a0", " ")).toBe(slovak);
  });
});

/** Any rule the schema lets through, in pieces: the describer only reads its text, whatever it holds. */
const anyRule = fc
  .record({
    FREQ: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
    INTERVAL: fc.option(fc.integer({ min: 1, max: 99 }).map(String)),
    BYDAY: fc.option(fc.array(fc.constantFrom("MO", "2TU", "-1FR", "SU", "53SA"), { minLength: 1 }).map(String)),
    BYMONTHDAY: fc.option(fc.array(fc.integer({ min: -31, max: 31 }), { minLength: 1 }).map(String)),
    BYMONTH: fc.option(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1 }).map(String)),
    BYSETPOS: fc.option(fc.array(fc.integer({ min: -366, max: 366 }), { minLength: 1 }).map(String)),
  })
  .map((parts) =>
    Object.entries(parts)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => `${key}=${value}`)
      .join(";"),
  )
  .filter((rule) => rule.length <= REPEAT_RULE_MAX && repeatRuleProblem(rule) === null);

describe("describeRepeat of any rule", () => {
  it("words it in each language by reading its text alone (no dates are computed in the browser)", () => {
    fc.assert(
      fc.property(anyRule, (rule) => {
        for (const lang of ["en", "sk"] as const) expect(words(rule, lang)).toMatch(/\S/);
      }),
      { numRuns: 300 },
    );
  });
});
