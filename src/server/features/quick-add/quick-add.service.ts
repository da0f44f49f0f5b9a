import type { z } from "zod";
import { parseQuickAdd, type QuickAddParse } from "../../../shared/quick-add/parse-quick-add.ts";
import type { QuickAddParseRequestSchema } from "../../../shared/schemas/quick-add.ts";
import type { Scope } from "../../core/scope.ts";

/**
 * What a line would create for this person: their tags (so "#praca" is their "Práca") and their
 * shopping lists not in the trash (so "milk to Lidl" finds theirs) are read here, never sent by the client.
 */
export async function previewQuickAdd(
  { db, userId }: Scope,
  request: z.output<typeof QuickAddParseRequestSchema>,
): Promise<QuickAddParse> {
  const [tags, lists] = await Promise.all([
    db.selectFrom("tags").select("name").where("user_id", "=", userId).execute(),
    db
      .selectFrom("notes")
      .select(["id", "title"])
      .where("user_id", "=", userId)
      .where("category", "=", "shopping")
      .where("deleted_at", "is", null)
      .execute(),
  ]);
  return parseQuickAdd(request.text, {
    language: request.language,
    timeZone: request.timeZone,
    now: request.now ? new Date(request.now) : new Date(),
    tags: tags.map((tag) => tag.name),
    lists,
    keep: request.keep,
  });
}
