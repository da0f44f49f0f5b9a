import type { Kysely } from "kysely";
import type { Database } from "../db/types.ts";

/**
 * Whose data a service reads: the database and the user every query is scoped by (for a member of a
 * shared list, the list's owner — the route decides that, see write/write-context.ts).
 */
export type Scope = { db: Kysely<Database>; userId: string };
