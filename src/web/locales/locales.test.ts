import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";

const localesDir = path.resolve(import.meta.dirname);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function load(lang: string): Record<string, Record<string, string>> {
  const dir = path.join(localesDir, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file, flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Catalogue)]),
  );
}

const en = load("en");
const sk = load("sk");

describe("the English and Slovak catalogues", () => {
  it("have the same files", () => {
    expect(Object.keys(sk).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))("%s has the same keys in both languages (plural forms aside)", (file) => {
    const keysOf = (catalogue: Record<string, string> = {}) =>
      [...new Set(Object.keys(catalogue).map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();
    expect(keysOf(sk[file])).toEqual(keysOf(en[file]));
  });

  it("give every Slovak plural the forms one, few, many and other, and every English plural one and other", () => {
    for (const [lang, catalogues, forms] of [
      ["sk", sk, ["few", "many", "one", "other"]],
      ["en", en, ["one", "other"]],
    ] as const) {
      for (const [file, catalogue] of Object.entries(catalogues)) {
        const plurals = new Map<string, string[]>();
        for (const key of Object.keys(catalogue)) {
          const match = PLURAL_SUFFIX.exec(key);
          if (!match?.[1]) continue;
          const base = key.replace(PLURAL_SUFFIX, "");
          plurals.set(base, [...(plurals.get(base) ?? []), match[1]]);
        }
        for (const [base, found] of plurals) {
          expect([lang, file, base, found.sort()]).toEqual([lang, file, base, [...forms]]);
        }
      }
    }
  });

  it("leave no text empty", () => {
    for (const catalogues of [en, sk]) {
      for (const [file, catalogue] of Object.entries(catalogues)) {
        for (const [key, value] of Object.entries(catalogue))
          expect([file, key, value.trim().length > 0]).toEqual([file, key, true]);
      }
    }
  });
});

describe("Slovak plural rules through i18next", () => {
  it.each([
    [1, "1 položka"],
    [2, "2 položky"],
    [3, "3 položky"],
    [4, "4 položky"],
    [5, "5 položiek"],
    [0, "0 položiek"],
    [11, "11 položiek"],
    [22, "22 položiek"],
  ])("%i → %s", (count, expected) => {
    expect(i18nFor("sk").t("common:items", { count })).toBe(expected);
  });

  it("English has one and other", () => {
    expect(i18nFor("en").t("common:items", { count: 1 })).toBe("1 item");
    expect(i18nFor("en").t("common:items", { count: 3 })).toBe("3 items");
  });
});
