import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import { bumpDataVersion } from "../src/server/core/write/data-version.ts";
import type { Database } from "../src/server/db/types.ts";
import { TAG_PALETTE } from "../src/shared/constants.ts";

const BATCH = 250;

/** Words people write in a Slovak and English organiser, with and without diacritics. */
const WORDS = (
  "úlohy nákup čokoláda mlieko chlieb maslo syr šunka vajcia jablká hrušky paradajky uhorky cibuľa cesnak " +
  "zemiaky ryža cestoviny múka cukor soľ káva čaj pivo víno voda džús jogurt bryndza tvaroh šošovica fazuľa " +
  "stretnutie porada projekt termín faktúra zmluva úrad banka lekár zubár škôlka škola učiteľ rodičovské " +
  "narodeniny darček oslava dovolenka letenky hotel pas víza kufor auto servis pneumatiky poistenie daňové " +
  "priznanie záhrada kvety polievanie kosenie upratovanie pranie žehlenie vysávanie okná kúpeľňa kuchyňa " +
  "meeting groceries report deadline invoice dentist birthday holiday flight garden laundry cleaning " +
  "budget review presentation slides email call doctor pharmacy vitamins running gym yoga book library " +
  "recipe dinner lunch breakfast soup salad pizza chocolate milk bread cheese apples tomatoes coffee tea"
).split(" ");

/** Short words that make up half of any real text, in both languages. */
const FILLERS = "a na v do s z je sa to aj ale alebo pre po od the and to for with of in on at is it".split(" ");
/** Slovak inflects: the same word comes in several forms, each a word of its own to the index. */
const ENDINGS = ["", "", "", "u", "y", "om", "ách", "e"];

const at = <T>(list: T[], n: number): T => list[n % list.length] as T;
const hash = (n: number, salt: number) => (n * 7919 + salt * 104729 + ((n * salt) % 13)) >>> 0;
const contentWord = (n: number, salt: number) => {
  const word = at(WORDS, hash(n, salt));
  // Inflected forms only on Slovak-looking words (a diacritic or a typical ending), base form mostly.
  return /[áäčďéíĺľňóôŕšťúýž]|[ao]$/.test(word) ? `${word}${at(ENDINGS, hash(n, salt + 7))}` : word;
};
const pick = (n: number, salt: number) => contentWord(n, salt);
/** Words in a realistic mix: every other one a filler, the rest content words. */
const sentence = (n: number, length: number, salt: number) =>
  Array.from({ length }, (_, i) =>
    i % 2 === 1 ? at(FILLERS, hash(n + i, salt)) : contentWord(n + i * 31, salt + i),
  ).join(" ");

/**
 * Gives one user `count` notes with realistic words for the search bench: a third each of tasks,
 * shopping lists (six items each) and notes; half of the tasks and notes carry one of eight tags named
 * like real ones. One write as the app makes it (version first), so the index's triggers fill it.
 */
export async function seedSearchNotes(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx, userId);
    const now = Date.now();
    const tagNames = ["Práca", "Domov", "Rodina", "Zdravie", "Financie", "Záhrada", "Shopping", "Travel"];
    const tags = await trx
      .insertInto("tags")
      .values(
        TAG_PALETTE.map((color, index) => ({
          id: uuidv7(),
          user_id: userId,
          name: tagNames[index] ?? `Tag ${index}`,
          name_key: (tagNames[index] ?? `Tag ${index}`).toLowerCase(),
          color,
          created_at: new Date(now).toISOString(),
        })),
      )
      .returning("id")
      .execute();
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const n = start + offset;
        const category = (["tasks", "shopping", "notes"] as const)[n % 3] ?? "notes";
        const createdAt = new Date(now - (count - n) * 60_000).toISOString();
        return {
          id: uuidv7(),
          user_id: userId,
          title: `${sentence(n, 3, 1)} ${n}`,
          content: category === "shopping" ? "" : sentence(n, 12 + (n % 20), 2),
          category,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      const inserted = await trx.insertInto("notes").values(rows).returning(["id", "category"]).execute();
      const links = inserted
        .filter((note, index) => note.category !== "shopping" && index % 2 === 0)
        .map((note, index) => ({ note_id: note.id, tag_id: tags[index % tags.length]?.id ?? "" }));
      if (links.length > 0) await trx.insertInto("note_tags").values(links).execute();
      const items = inserted
        .filter((note) => note.category === "shopping")
        .flatMap((note, index) =>
          Array.from({ length: 6 }, (_, i) => ({
            id: uuidv7(),
            note_id: note.id,
            name: `${pick(start + index * 6 + i, 3)} ${i + 1}`,
            created_at: new Date(now).toISOString(),
          })),
        );
      if (items.length > 0) await trx.insertInto("shopping_items").values(items).execute();
    }
  });
}
