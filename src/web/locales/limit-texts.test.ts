import { MAX_ITEMS_PER_LIST, MAX_NOTES_PER_USER, MAX_TAGS_PER_USER } from "@shared/constants";
import { describe, expect, it } from "vitest";
import en from "./en/errors.json";
import sk from "./sk/errors.json";

/**
 * The limit messages name their numbers in the text (an error toast has no values to fill in), so
 * this keeps them equal to the constants the server enforces, written as each language writes numbers.
 */
describe("limit messages", () => {
  it.each([
    ["en", en],
    ["sk", sk],
  ] as const)("in %s name the limits the server enforces", (locale, texts) => {
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);
    expect(texts.note_limit_reached).toContain(number(MAX_NOTES_PER_USER));
    expect(texts.tag_limit_reached).toContain(number(MAX_TAGS_PER_USER));
    expect(texts.item_limit_reached).toContain(number(MAX_ITEMS_PER_LIST));
  });
});
