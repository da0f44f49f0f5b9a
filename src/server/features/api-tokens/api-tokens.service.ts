import type { Kysely } from "kysely";
import type { ApiToken, CreateApiToken, CreatedApiToken } from "../../../shared/schemas/api-tokens.ts";
import type { Database } from "../../db/types.ts";

type Scope = { db: Kysely<Database>; userId: string };

// PLACEHOLDER (issue 14 groundwork): the server-tokens engineer replaces these.
export async function listApiTokens(_scope: Scope): Promise<ApiToken[]> {
  throw new Error("not yet");
}
export async function createApiToken(_scope: Scope, _input: CreateApiToken): Promise<CreatedApiToken> {
  throw new Error("not yet");
}
export async function revokeApiToken(_scope: Scope, _id: string): Promise<void> {
  throw new Error("not yet");
}
