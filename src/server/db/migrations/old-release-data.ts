import { type Kysely, sql } from "kysely";

/**
 * A database of the release before client-made ids (migrations up to 0010), filled through SQL as
 * that release wrote it: two users, notes of every category (open, completed, dated, trashed), tags
 * linked to notes, shopping items with categories, bought, deleted; planner rows, category orders,
 * data versions and idempotency keys. Titles are unique per user, so rows can be found again after
 * their ids changed. Several rows share a created_at, so the tie order (old id) is tested too.
 */
export const OLD_USERS = ["jana", "peter"] as const;

const T0 = Date.parse("2026-11-01T08:00:00.000Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

type OldNote = {
  title: string;
  category: "tasks" | "shopping" | "notes";
  minute: number;
  completed?: boolean;
  date?: string;
  trashed?: boolean;
  tags?: string[];
  items?: { name: string; category?: string; completed?: boolean; deleted?: boolean }[];
};

/** Inserted in this order; note the same `minute` on several rows and a later row made earlier. */
function notesOf(user: string): OldNote[] {
  return [
    { title: `${user} task dated`, category: "tasks", minute: 5, date: "2026-11-20", tags: ["home", "work"] },
    { title: `${user} task done`, category: "tasks", minute: 5, completed: true, tags: ["work"] },
    { title: `${user} task at a time`, category: "tasks", minute: 5, date: "2026-11-21T14:30:00+01:00" },
    { title: `${user} note`, category: "notes", minute: 7, tags: ["home"] },
    {
      title: `${user} shop`,
      category: "shopping",
      minute: 9,
      items: [
        { name: "milk", category: "dairy" },
        { name: "bread", completed: true },
        { name: "apples", category: "produce", deleted: true },
        { name: "soap", category: "Drogéria" },
      ],
    },
    { title: `${user} trashed note`, category: "notes", minute: 11, trashed: true, tags: ["old"] },
    {
      title: `${user} trashed list`,
      category: "shopping",
      minute: 12,
      trashed: true,
      items: [{ name: "nails", completed: true }],
    },
    { title: `${user} made first`, category: "notes", minute: 1 },
  ];
}

/** Fills the tables for both users; `peter` gets his own tags of the same names as `jana`'s. */
export async function fillOldRelease(db: Kysely<unknown>): Promise<void> {
  for (const user of OLD_USERS) {
    const tagIds = new Map<string, number>();
    for (const [index, name] of ["home", "work", "old", "unused"].entries()) {
      const created = at(index);
      const row = await sql<{ id: number }>`
        insert into tags (user_id, name, name_key, color, created_at)
        values (${user}, ${name}, ${name}, '#9b87f5', ${created}) returning id`.execute(db);
      tagIds.set(name, row.rows[0]?.id as number);
    }
    for (const note of notesOf(user)) await insertNote(db, user, note, tagIds);
    await sql`insert into hours_planner (user_id, date, planned_hours, created_at, updated_at)
      values (${user}, '2026-11-23', 7.5, ${at(0)}, ${at(1)}), (${user}, '2026-11-24', 0.5, ${at(0)}, ${at(2)})`.execute(
      db,
    );
    await sql`insert into shopping_category_order (user_id, category, position)
      values (${user}, 'dairy', 0), (${user}, 'Drogéria', 1)`.execute(db);
    // The user's row exists from the sign-up on (insertTestUser); the writes above raised it.
    await sql`update user_data_versions set version = 42 where user_id = ${user}`.execute(db);
    await sql`insert into idempotency_keys (user_id, key, fingerprint, status, response, created_at)
      values (${user}, 'key-1', 'f', 201, '{"id":1}', ${new Date().toISOString()})`.execute(db);
  }
}

/** 1 or 0: SQLite stores flags as numbers, and PostgreSQL reads '1' and '0' as booleans. */
const flag = (value: boolean | undefined) => (value ? 1 : 0);

async function insertNote(db: Kysely<unknown>, user: string, note: OldNote, tagIds: Map<string, number>) {
  const created = at(note.minute);
  const changed = at(note.minute + 30);
  const inserted = await sql<{ id: number }>`
    insert into notes (user_id, title, content, completed, category, date, reminder, is_deleted, deleted_at,
                       created_at, updated_at, completed_at)
    values (${user}, ${note.title}, ${`Text of ${note.title}`}, ${flag(note.completed)}, ${note.category},
            ${note.date ?? null}, null, ${flag(note.trashed)}, ${note.trashed ? changed : null},
            ${created}, ${changed}, ${note.completed ? changed : null})
    returning id`.execute(db);
  const noteId = inserted.rows[0]?.id as number;
  for (const tag of note.tags ?? []) {
    await sql`insert into note_tags (note_id, tag_id) values (${noteId}, ${tagIds.get(tag)})`.execute(db);
  }
  for (const item of note.items ?? []) {
    // Items of one list share the list's created_at: only their ids kept the order of adding.
    await sql`insert into shopping_items (note_id, name, completed, category, created_at, deleted_at)
      values (${noteId}, ${item.name}, ${flag(item.completed)}, ${item.category ?? null}, ${created},
              ${item.deleted ? changed : null})`.execute(db);
  }
}
