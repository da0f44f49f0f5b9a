import type { z } from "zod";
import { parseQuickAdd, type QuickAddParse } from "../../../shared/quick-add/parse-quick-add.ts";
import type { QuickAddParseRequestSchema } from "../../../shared/schemas/quick-add.ts";
import type { Scope } from "../../core/scope.ts";

/**
 * What a line would create for this person, with their tags (read here, so "#praca" is their "Práca";
 * answered too, for the ids of those the line names) and their shopping lists not in the trash (so
 * "milk to Lidl" finds theirs), never sent by the client.
 */
export async function readQuickAdd(
  { db, userId }: Scope,
  request: z.output<typeof QuickAddParseRequestSchema>,
): Promise<{ line: QuickAddParse; tags: Array<{ id: string; name: string }> }> {
  const [tags, lists] = await Promise.all([
    db.selectFrom("tags").select(["id", "name"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("notes")
      .select(["id", "title"])
      .where("user_id", "=", userId)
      .where("category", "=", "shopping")
      .where("deleted_at", "is", null)
      .execute(),
  ]);
  const line = parseQuickAdd(request.text, {
    language: request.language,
    timeZone: request.timeZone,
    now: request.now ? new Date(request.now) : new Date(),
    tags: tags.map((tag) => tag.name),
    lists,
    keep: request.keep,
  });
  return { line, tags };
}

/** What a line would create for this person (POST /api/quick-add/parse). */
export async function previewQuickAdd(
  scope: Scope,
  request: z.output<typeof QuickAddParseRequestSchema>,
): Promise<QuickAddParse> {
  return (await readQuickAdd(scope, request)).line;
}
