/**
 * A text field's length against its limit (issue 25: "This is too long." did not say the limit). The
 * field shows how many characters are left once the text nears the limit, and the message after a
 * refused save names the limit. Lengths are counted as the shared zod schemas count them: UTF-16
 * code units, a single-line value after trimming.
 */

/** From this share of the limit on, the field shows the count. */
export const NEAR_LIMIT_SHARE = 0.9;

export type CharacterCount = {
  /** Whether the count is worth showing: the text is near the limit or past it. */
  isShown: boolean;
  /** Characters left; negative when over the limit. */
  remaining: number;
  isOver: boolean;
};

export function countCharacters(value: string, max: number, options: { isTrimmed?: boolean } = {}): CharacterCount {
  const length = (options.isTrimmed ? value.trim() : value).length;
  const remaining = max - length;
  return { isShown: length >= Math.ceil(max * NEAR_LIMIT_SHARE), remaining, isOver: remaining < 0 };
}

/** The counter's text key (common.json) and its count: "{{count}} characters left" or "… too many". */
export function counterText(count: CharacterCount): { key: "characters.left" | "characters.over"; count: number } {
  return count.isOver
    ? { key: "characters.over", count: -count.remaining }
    : { key: "characters.left", count: count.remaining };
}

/**
 * The options for an error key's text: a "too long" message gets the limit as its count, so it says
 * "At most 200 characters."; other messages take none.
 */
export function errorTextOptions(key: string, max: number | undefined): { count?: number } {
  return key === "validation.tooLong" && max !== undefined ? { count: max } : {};
}
