import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import { bumpDataVersion } from "../src/server/core/write/data-version.ts";
import type { Database } from "../src/server/db/types.ts";
import type { NoteCategory } from "../src/shared/constants.ts";
import { TAG_PALETTE } from "../src/shared/constants.ts";

const CATEGORIES: NoteCategory[] = ["tasks", "shopping", "notes"];
const BATCH = 500;

/**
 * Gives one user `count` notes the way real use would: a third each of tasks (half of them done,
 * most with a date), shopping lists (five items each) and notes; about half carry one or two tags.
 * One write as the app makes it: the data version is raised first, so the change log's triggers
 * stamp every row (and accept the user).
 */
export async function seedNotes(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx, userId);
    await insertNotes(trx, userId, count);
  });
}

async function insertNotes(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  const now = Date.now();
  const tags = await db
    .insertInto("tags")
    .values(
      TAG_PALETTE.map((color, index) => ({
        id: uuidv7(),
        user_id: userId,
        name: `Tag ${index + 1}`,
        color,
        created_at: new Date(now).toISOString(),
      })),
    )
    .returning("id")
    .execute();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = Array.from({ length: size }, (_, offset) => {
      const n = start + offset;
      const category = CATEGORIES[n % 3] as NoteCategory;
      const createdAt = new Date(now - (count - n) * 60_000).toISOString();
      return {
        // Made in creation order, so the ids count up with created_at as the app's own would.
        id: uuidv7(),
        user_id: userId,
        title: `${category} ${n}`,
        content: n % 2 === 0 ? `Some words about item ${n}, long enough to need two lines on a phone screen.` : "",
        category,
        completed: category === "tasks" && n % 2 === 0,
        date: category === "tasks" && n % 5 !== 0 ? "2026-12-01T09:30:00+01:00" : null,
        reminder: null,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    const inserted = await db.insertInto("notes").values(rows).returning(["id", "category"]).execute();
    const links = inserted.flatMap((note, index) =>
      index % 2 === 0 || note.category === "shopping"
        ? []
        : [{ note_id: note.id, tag_id: tags[index % tags.length]?.id ?? "" }],
    );
    if (links.length > 0) await db.insertInto("note_tags").values(links).execute();
    const items = inserted
      .filter((note) => note.category === "shopping")
      .flatMap((note) =>
        Array.from({ length: 5 }, (_, i) => ({
          id: uuidv7(),
          note_id: note.id,
          name: `Item ${i + 1}`,
          completed: i < 2,
          created_at: new Date(now).toISOString(),
        })),
      );
    if (items.length > 0) await db.insertInto("shopping_items").values(items).execute();
  }
}
