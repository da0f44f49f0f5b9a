import type { Kysely } from "kysely";

// PLACEHOLDER (issue 14 groundwork): the server-tokens engineer writes the api_tokens table here.
export async function up(_db: Kysely<unknown>): Promise<void> {}
