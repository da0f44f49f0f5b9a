import { Hono } from "hono";
import {
  API_TOKENS_MAX,
  ApiTokenListSchema,
  ApiTokenParamSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
} from "../../../shared/schemas/api-tokens.ts";
import type { AppDeps } from "../../app-deps.ts";
import { documented } from "../../http/openapi/documented.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service.ts";

/**
 * Mounted at /api/tokens: the signed-in person's personal API tokens (the contract:
 * src/shared/schemas/api-tokens.ts). Thin: validate, call, answer.
 */
export function apiTokensRoutes({ database, auth }: AppDeps) {
  const scope = (userId: string) => ({ db: database.db, userId });
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .get(
      "/",
      documented("tokens", "Your personal API tokens (never the tokens themselves)", {
        schema: ApiTokenListSchema,
        description: "The tokens, newest first",
      }),
      async (c) => c.json({ tokens: await listApiTokens(scope(c.var.user.id)) }),
    )
    .post(
      "/",
      documented(
        "tokens",
        "Make a personal API token; the answer holds the token, shown this once",
        { status: 201, schema: CreatedApiTokenSchema, description: "The token and its list entry" },
        undefined,
        { 409: `\`api_tokens_limit\`: you hold ${API_TOKENS_MAX} tokens already; revoke one first` },
      ),
      validate("json", CreateApiTokenSchema),
      async (c) => c.json(await createApiToken(scope(c.var.user.id), c.req.valid("json")), 201),
    )
    .delete(
      "/:id",
      documented("tokens", "Revoke a personal API token: it stops working at once"),
      validate("param", ApiTokenParamSchema),
      async (c) => {
        await revokeApiToken(scope(c.var.user.id), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
