import type { Kysely, Transaction } from "kysely";
import type { SyncAnswer } from "../../../shared/schemas/sync.ts";
import { pruneIfDue } from "../../core/changes/change-log-pruning.ts";
import type { Engine } from "../../db/client.ts";
import { readSnapshot } from "../../db/read-snapshot.ts";
import type { Database } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";
import { categoryOrderOf, itemsOf, notesOf, plannerDaysOf, tagsOf } from "./sync-rows.ts";

type PullScope = { db: Kysely<Database>; engine: Engine; userId: string; logger: Logger };

/** Entities of the change log (change-log-triggers.ts) and where a pull sends them. */
type Changed = { upserts: string[]; deletes: string[] };
const ENTITIES = ["note", "tag", "item", "plannerDay", "categoryOrder"] as const;
type Entity = (typeof ENTITIES)[number];

/**
 * GET /api/sync?since=N: what changed after N, or everything (`reset`) when N is 0, older than the
 * pruned tombstones, or ahead of the server (a restored database). The log and the rows are read in
 * one transaction — on PostgreSQL a repeatable-read snapshot, on SQLite the one connection — so the
 * cursor is exactly the version the answer shows. Tombstones are pruned afterwards when due; a
 * failed pruning is logged and does not fail the pull (it is tried again the next day).
 */
export async function pullChanges(scope: PullScope, since: number, now = new Date()): Promise<SyncAnswer> {
  const answer = await readSnapshot(scope, (trx) => readChanges(trx, scope.userId, since));
  try {
    await pruneIfDue(scope.db, scope.userId, now);
  } catch (error) {
    scope.logger.warn("change log pruning failed", { error });
  }
  return answer;
}

async function readChanges(db: Transaction<Database>, userId: string, since: number): Promise<SyncAnswer> {
  const versions = await db
    .selectFrom("user_data_versions")
    .select(["version", "pruned_seq"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  // PostgreSQL hands bigint back as a string.
  const cursor = Number(versions?.version ?? 0);
  const prunedSeq = Number(versions?.pruned_seq ?? 0);
  if (since === 0 || since < prunedSeq || since > cursor) return everything(db, userId, cursor);

  const changes = await db
    .selectFrom("sync_changes")
    .select(["entity", "entity_id", "deleted"])
    .where("user_id", "=", userId)
    .where("seq", ">", since)
    .execute();
  const changed = new Map<Entity, Changed>(ENTITIES.map((entity) => [entity, { upserts: [], deletes: [] }]));
  for (const change of changes) {
    const lists = changed.get(change.entity as Entity);
    if (lists) (change.deleted ? lists.deletes : lists.upserts).push(change.entity_id);
  }
  const of = (entity: Entity) => changed.get(entity) as Changed;

  const notes = await notesOf(db, userId, of("note").upserts);
  const tags = await tagsOf(db, userId, of("tag").upserts);
  const items = await itemsOf(db, userId, of("item").upserts);
  const plannerDays = await plannerDaysOf(db, userId, of("plannerDay").upserts);
  const categoryOrderChanged = of("categoryOrder").upserts.length > 0;
  return {
    cursor,
    reset: false,
    upserts: {
      notes,
      tags,
      items: items.filter((row) => !row.deleted).map((row) => row.item),
      plannerDays,
      shoppingCategoryOrder: categoryOrderChanged ? await categoryOrderOf(db, userId) : null,
    },
    deletes: {
      // A change whose row is gone by now counts as a deletion, whatever the log's order of triggers.
      notes: [...of("note").deletes, ...missing(of("note").upserts, notes, (note) => note.id)],
      tags: [...of("tag").deletes, ...missing(of("tag").upserts, tags, (tag) => tag.id)],
      items: [
        ...of("item").deletes,
        ...missing(of("item").upserts, items, (row) => row.item.id),
        ...items.filter((row) => row.deleted).map((row) => row.item.id),
      ],
      plannerDays: [...of("plannerDay").deletes, ...missing(of("plannerDay").upserts, plannerDays, (day) => day.date)],
    },
  };
}

async function everything(db: Transaction<Database>, userId: string, cursor: number): Promise<SyncAnswer> {
  return {
    cursor,
    reset: true,
    upserts: {
      notes: await notesOf(db, userId, undefined),
      tags: await tagsOf(db, userId, undefined),
      items: (await itemsOf(db, userId, undefined)).map((row) => row.item),
      plannerDays: await plannerDaysOf(db, userId, undefined),
      shoppingCategoryOrder: await categoryOrderOf(db, userId),
    },
    deletes: { notes: [], tags: [], items: [], plannerDays: [] },
  };
}

/** Logged ids whose row the read did not find (deleted meanwhile, or by a cascade). */
function missing<Row>(logged: string[], found: Row[], keyOf: (row: Row) => string): string[] {
  const present = new Set(found.map(keyOf));
  return logged.filter((id) => !present.has(id));
}
