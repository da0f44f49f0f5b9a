import { createHash, randomBytes } from "node:crypto";
import { API_TOKEN_PREFIX } from "../../../shared/schemas/api-tokens.ts";

/** 32 random bytes: 256 bits nobody guesses. */
const TOKEN_BYTES = 32;

/** A token as it is handed out: the prefix and 43 base64url characters (http/bearer-token.ts checks that shape). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString("base64url")}`;
}

/**
 * Only this hash is stored and looked up. No salt or slow hash is needed: the token is 256 random
 * bits, not a password a person chose, so a leaked hash cannot be turned back into a token by guessing.
 */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}
