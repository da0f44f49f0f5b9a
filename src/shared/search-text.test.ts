import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { snippetOf } from "./search-snippet.ts";
import {
  excerptAround,
  firstMatchStart,
  foldText,
  foldWithPositions,
  matchesAllTerms,
  matchesAnyTerm,
  matchingExcerpt,
  matchRanges,
  SEARCH_TERMS_MAX,
  searchTerms,
} from "./search-text.ts";

const terms = (query: string) => {
  const parsed = searchTerms(query);
  if (!parsed) throw new Error(`no terms in ${query}`);
  return parsed;
};
const marked = (text: string, query: string) =>
  matchRanges(text, terms(query)).map(({ start, end }) => text.slice(start, end));

describe("folding", () => {
  it("drops diacritics and case, Slovak letters included", () => {
    expect(foldText("Čokoláda ÚLOHY ľaľa Ôsmy päť ŤAŽKÉ")).toBe("cokolada ulohy lala osmy pat tazke");
  });

  it("maps every folded character back into the original, also for decomposed text and emoji", () => {
    const decomposed = "C\u030Cokola\u0301da\u0301 🚀 Ž";
    expect(foldText(decomposed)).toBe("cokolada 🚀 z");
    expect(marked(decomposed, "cokolada")).toEqual(["C\u030Cokola\u0301da\u0301"]);
    expect(marked("🚀 Ťava", "tav")).toEqual(["Ťav"]);
  });

  it("keeps positions inside the original for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const { folded, starts, ends } = foldWithPositions(text);
        return (
          starts.length === folded.length &&
          starts.every((start, index) => start >= 0 && (ends[index] ?? 0) <= text.length && start < (ends[index] ?? 0))
        );
      }),
    );
  });
});

describe("query terms", () => {
  it("are runs of letters and digits, folded; the last one is the prefix", () => {
    expect(searchTerms('"a* OR (Čoko')).toEqual({ words: ["a", "or"], last: "coko" });
    expect(searchTerms("  mlieko, 2 l ")).toEqual({ words: ["mlieko", "2"], last: "l" });
    expect(searchTerms("*** ()")).toBeNull();
    expect(searchTerms("")).toBeNull();
  });

  it("count a word once, however it is written, and at most SEARCH_TERMS_MAX in all (the first and the last)", () => {
    expect(searchTerms("Úlohy ulohy ÚLOHY okná okna ok")).toEqual({ words: ["ulohy", "okna"], last: "ok" });
    const many = Array.from({ length: 66 }, (_, n) => `w${n}`).join(" ");
    const capped = searchTerms(`${many} ${many}`);
    expect(capped?.words).toEqual(["w0", "w1", "w2", "w3", "w4", "w5", "w6"]);
    expect(capped?.last).toBe("w65");
    expect((capped?.words.length ?? 0) + 1).toBe(SEARCH_TERMS_MAX);
  });
});

describe("matching and marking", () => {
  it("marks the original spelling of a match at the start of a word", () => {
    expect(marked("Horká čokoláda a Čokoládová torta", "cokolad")).toEqual(["čokolád", "Čokolád"]);
    expect(marked("Úlohy na víkend", "ulohy vik")).toEqual(["Úlohy", "vík"]);
    expect(marked("prekvapenie", "kvap")).toEqual([]); // not inside a word
  });

  it("needs the words before the last whole, and every term somewhere", () => {
    expect(marked("mliečne výrobky", "mlieko vyr")).toEqual(["výr"]);
    expect(matchesAllTerms(["Nákup", "Mlieko\nChlieb"], terms("nakup chlieb"))).toBe(true);
    expect(matchesAllTerms(["Nákup"], terms("nakup chlieb"))).toBe(false);
    expect(matchesAllTerms(["Nákupy"], terms("nakup chlieb"))).toBe(false);
  });
});

describe("folding fast, the same answers", () => {
  const text = fc.oneof(
    fc.string({ unit: "grapheme" }),
    fc
      .array(fc.constantFrom("ab", "Čo", "cö", "a\u0301b", "ŤAŽ", "🚀", "ß", " ", "\n", "-", "ΣΑΣ"), { maxLength: 40 })
      .map((parts) => parts.join("")),
  );
  const query = fc.constantFrom("ab", "co", "taz", "a", "ss", "σας", "ab co", "cob ta");

  it("folds text as foldWithPositions does, ASCII or not", () => {
    fc.assert(fc.property(text, (value) => foldText(value) === foldWithPositions(value).folded));
  });

  it("finds the first match where matchRanges' first range starts", () => {
    fc.assert(
      fc.property(text, query, (value, q) => {
        const parsed = terms(q);
        expect(firstMatchStart(value, parsed)).toBe(matchRanges(value, parsed)[0]?.start ?? null);
        expect(matchingExcerpt(value, parsed) !== null).toBe(matchesAnyTerm(value, parsed));
      }),
    );
  });
});

describe("snippets", () => {
  it("cuts a long content around the first match at spaces", () => {
    const content = `${"slovo ".repeat(30)}čokoláda ${"ďalšie ".repeat(40)}`;
    const excerpt = excerptAround(content, terms("cokolada"));
    expect(excerpt.startsWith("…slovo")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).toContain("čokoláda");
    expect(excerpt.length).toBeLessThanOrEqual(145);
  });

  it("says where the note matched: content, then an item, then a tag; the content's start for a title", () => {
    const note = { content: "Na víkend", items: "Mlieko\nHorká čokoláda", tags: "Sladkosti" };
    expect(snippetOf(note, terms("vikend"))).toEqual({ field: "content", text: "Na víkend" });
    expect(snippetOf(note, terms("cokol"))).toEqual({ field: "item", text: "Horká čokoláda" });
    expect(snippetOf({ ...note, items: ["Mlieko"] }, terms("sladk"))).toEqual({ field: "tag", text: "Sladkosti" });
    expect(snippetOf(note, terms("nakup"))).toEqual({ field: "content", text: "Na víkend" });
    expect(snippetOf({ content: " ", items: "", tags: "" }, terms("nakup"))).toBeNull();
  });
});
