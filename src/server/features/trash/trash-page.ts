import type { z } from "zod";
import type { TrashListQuerySchema } from "../../../shared/schemas/note-page.ts";
import type { Scope } from "../../core/scope.ts";
import { findTrashPage } from "../notes/index.ts";

/** One page of the trash, most recently changed first, with the lists' items. */
export function listTrashPage({ db, userId }: Scope, query: z.output<typeof TrashListQuerySchema>) {
  return findTrashPage(db, { ...query, userId, isDeleted: true, order: "trash" });
}
