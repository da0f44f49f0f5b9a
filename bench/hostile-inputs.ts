import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import { bumpDataVersion } from "../src/server/core/write/data-version.ts";
import type { Database } from "../src/server/db/types.ts";
import { NEVER_REPEATING_RULES } from "../src/server/reliability/repeat-rule-arbitrary.ts";

/**
 * The rules that never give a date (the reliability suite's list): the review's two, timed at 30 s and
 * 127 s, and the worst known, `FREQ=DAILY;BYSETPOS=2,…,64` (≈ 92 s of CPU for rrule), last.
 */
export const HOSTILE_REPEAT_RULES = NEVER_REPEATING_RULES;

/** Every two-letter word of a–z: each is in nearly every note the seed writes, the search's worst case. */
const TWO_LETTER_WORDS = Array.from({ length: 26 * 26 }, (_, n) =>
  String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26)),
);
const CONTENT_LENGTH = 20_000;
const BATCH = 100;

/** `count` distinct two-letter words, as the review's query of 66 words. */
export function hostileSearchQuery(count: number): string {
  return TWO_LETTER_WORDS.filter((_, n) => n % 7 === 0)
    .slice(0, count)
    .join(" ");
}

/** A note's 20,000 characters of two-letter words in an order of its own. */
function twoLetterText(seed: number): string {
  const words: string[] = [];
  let length = 0;
  for (let n = 0; length < CONTENT_LENGTH; n += 1) {
    const word = TWO_LETTER_WORDS[(seed * 131 + n * 37 + ((n * seed) % 11)) % TWO_LETTER_WORDS.length] ?? "ab";
    words.push(word);
    length += 3;
  }
  return words.join(" ").slice(0, CONTENT_LENGTH);
}

/** Gives one user `count` notes of 20,000 characters of two-letter words, written as the app writes. */
export async function seedHostileNotes(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx, userId);
      const now = Date.now();
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const n = start + offset;
        const createdAt = new Date(now - (count - n) * 1000).toISOString();
        return {
          id: uuidv7(),
          user_id: userId,
          title: `Note ${n}`,
          content: twoLetterText(n),
          category: "notes" as const,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await trx.insertInto("notes").values(rows).execute();
    });
  }
}
