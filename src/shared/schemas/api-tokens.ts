import { z } from "zod";
import { IdPathSegmentSchema } from "./id.ts";

/**
 * Personal API tokens (issue 14): a person makes a token in Settings → API tokens and gives it to a
 * script (curl, iOS Shortcuts, Home Assistant, a cron job). The token acts as its user on the
 * organiser's /api routes, sent as `Authorization: Bearer pdk_…`, within its scope (read only, or read
 * and write); never on what makes or changes a credential (the account, tokens, the calendar feed,
 * invitations, push subscriptions: src/server/http/api-token-policy.ts). The server keeps only its
 * SHA-256; the plain token is answered once, when it is made. The contract between the server and
 * the web client; texts of the error codes live in the on-demand `api-tokens` namespace.
 */

/** What every token starts with, so secret scanners and people recognise one. */
export const API_TOKEN_PREFIX = "pdk_";
/** Characters of a token shown in the list to tell tokens apart (the prefix and a few more). */
export const API_TOKEN_START_LENGTH = 8;
/** Tokens one person may hold at a time. */
export const API_TOKENS_MAX = 20;
export const API_TOKEN_NAME_MAX = 60;
/** The longest expiry a token can be given, in days (about ten years). */
export const API_TOKEN_EXPIRY_DAYS_MAX = 3650;
/** Requests one token may make per minute (each token counted on its own, across all instances). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 120;

/**
 * What a token may do, chosen when it is made: `read` answers GET (and HEAD) requests only, `read_write`
 * also writes (and imports). Neither reaches what makes a credential (http/api-token-policy.ts).
 */
export const API_TOKEN_SCOPES = ["read", "read_write", "caldav"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalid"),
});

/** The error codes the token routes and token-authenticated requests answer with. */
export const API_TOKEN_ERROR_CODES = [
  "api_tokens_limit", // 409: already API_TOKENS_MAX tokens
  "api_token_not_allowed", // 403: this route needs the signed-in app, or a read-write token
  "api_token_rate_limited", // 429: this token made too many requests this minute (Retry-After)
] as const;
export type ApiTokenErrorCode = (typeof API_TOKEN_ERROR_CODES)[number];

export const CreateApiTokenSchema = z
  .object({
    name: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, { error: "validation.required" })
      .max(API_TOKEN_NAME_MAX, { error: "validation.tooLong" }),
    /** No default: whoever makes a token says whether it may write. */
    scope: ApiTokenScopeSchema,
    /** Days until the token stops working; null (or left out) for never. */
    expiresInDays: z
      .number({ error: "validation.invalid" })
      .int({ error: "validation.invalid" })
      .min(1, { error: "validation.invalid" })
      .max(API_TOKEN_EXPIRY_DAYS_MAX, { error: "validation.invalid" })
      .nullable()
      .default(null),
  })
  .meta({ examples: [{ name: "Home Assistant", scope: "read_write", expiresInDays: 90 }] });
export type CreateApiToken = z.input<typeof CreateApiTokenSchema>;

/** A token as the list shows it: never the token itself. Times are ISO 8601. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first API_TOKEN_START_LENGTH characters ("pdk_AbCd"), to recognise it by. */
  start: z.string(),
  scope: ApiTokenScopeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer to making a token: the plain token, shown this once, and its list entry. */
export const CreatedApiTokenSchema = z.object({ token: z.string(), apiToken: ApiTokenSchema });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const ApiTokenParamSchema = z.object({ id: IdPathSegmentSchema });
