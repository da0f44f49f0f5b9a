import type { Kysely } from "kysely";

/** Placeholder, filled by the feature's work (issue 13). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
