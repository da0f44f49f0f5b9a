import { API_TOKEN_PREFIX, API_TOKEN_REQUESTS_PER_MINUTE } from "../../../shared/schemas/api-tokens.ts";
import { API_TOKEN_GRANTS } from "../api-token-policy.ts";

/** The names of the two ways in, as `components.securitySchemes` and `security` name them. */
export const SESSION_COOKIE = "sessionCookie";
export const BEARER_TOKEN = "bearerToken";

/** Either one: the session cookie (the app) or a personal API token (scripts). */
export const PRIVATE_SECURITY = [{ [SESSION_COOKIE]: [] }, { [BEARER_TOKEN]: [] }];

export const SECURITY_SCHEMES = {
  [SESSION_COOKIE]: {
    type: "apiKey",
    in: "cookie",
    // Better Auth's session cookie with our prefix (auth.ts, advanced.cookiePrefix); over https it is
    // `__Secure-poriadok.session_token`. OpenAPI has one name per scheme, so the description says so.
    name: "poriadok.session_token",
    description:
      "The session Better Auth sets on `POST /auth/sign-in/email` (what the web app uses). The cookie is " +
      "`poriadok.session_token` over http and `__Secure-poriadok.session_token` when the server runs over " +
      "https. State-changing requests with the cookie must come from the app's own origin (`Origin` header).",
  },
  [BEARER_TOKEN]: {
    type: "http",
    scheme: "bearer",
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description:
      `A personal API token (\`Authorization: Bearer ${API_TOKEN_PREFIX}…\`), made in Settings → API tokens ` +
      "or with `POST /tokens` (signed in to the app). It acts as its user within its scope, chosen when it " +
      "is made: `read` answers reads (GET) only, `read_write` also writes and imports. A token reaches only " +
      `these routes: ${grantedRoutes()}. Everything else — the account and Better Auth's routes, the token ` +
      "routes, the calendar feed, invitations to shared lists, push subscriptions — makes or changes a " +
      "credential and needs the signed-in app, whatever the token's scope; a write with a read-only token " +
      "and any of those answer 403 `api_token_not_allowed`. Needs no `Origin` header; " +
      `${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute per token by default (the server's ` +
      "`API_TOKEN_REQUESTS_PER_MINUTE`; then 429 `api_token_rate_limited`). Revoked or expired: 401 at once; " +
      "a password reset revokes every token (a password change too, unless the person chose otherwise).",
  },
} as const;

/** The one JSON shape of every error Poriadok's own routes answer (src/server/errors.ts). */
export const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          description: "What went wrong, stable for programs (e.g. `validation_failed`, `not_found`, `unauthorized`)",
        },
        message: { type: "string", description: "An English explanation for people and logs" },
        details: {
          description: "More about the error; for `validation_failed`, `[{ field, message }]` per invalid field",
        },
      },
    },
  },
  examples: [{ error: { code: "not_found", message: "No such note." } }],
} as const;

export const ERROR_SCHEMA_REF = { $ref: "#/components/schemas/Error" } as const;

/** A refusal with the Error body. */
export function errorAnswer(description: string) {
  return { description, content: { "application/json": { schema: ERROR_SCHEMA_REF } } };
}

/** An answer of an operation, as far as merging refusals needs it. */
export type AnswerObject = {
  description?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
};

/**
 * One answer for two refusals with the same status (a route's own 409 and the idempotency key's, say):
 * both descriptions, joined with "; ", and the added one's body and headers.
 */
export function mergedAnswer<Added extends AnswerObject>(own: AnswerObject | undefined, added: Added): Added {
  if (!own?.description) return added;
  return { ...added, description: `${own.description}; ${added.description}` };
}

/** Added to every private operation. */
export const UNAUTHORIZED = errorAnswer(
  "`unauthorized`: no valid session cookie or API token (a revoked or expired token included)",
);

/** Added to every private operation: the limit counts token requests only. */
export const TOKEN_RATE_LIMITED = {
  ...errorAnswer(
    `\`api_token_rate_limited\`: this API token made more requests this minute than the server allows ` +
      `(${API_TOKEN_REQUESTS_PER_MINUTE} by default)`,
  ),
  headers: {
    "Retry-After": { description: "Seconds to wait before the next request", schema: { type: "integer", minimum: 1 } },
  },
};

/** Added to every private write: the CSRF check (http/origin-check.ts), which requests with a token skip. */
export const FORBIDDEN_ORIGIN = errorAnswer(
  "`forbidden_origin`: sent by a page of another origin (`Origin` header); requests with a token are not checked",
);

/** Added to the operations no token may use (http/api-token-policy.ts): they need the signed-in app. */
export const TOKEN_NOT_ALLOWED = errorAnswer(
  "`api_token_not_allowed`: no API token may do this (it makes or changes a credential); sign in to the app",
);

/** Added to the writes a token may send: a read-only token may not. */
export const TOKEN_READ_ONLY = errorAnswer("`api_token_not_allowed`: sent with a read-only API token");

/** The token policy's grants as the document's paths say them: `/notes` and below, `GET /stats`, … */
function grantedRoutes(): string {
  return API_TOKEN_GRANTS.map(({ path, methods }) => {
    const below = path.endsWith("/*");
    const documentPath = path
      .replace(/^\/api/, "")
      .replace(/\/\*$/, "")
      .replace(/:(\w+)/g, "{$1}");
    return `\`${methods ? `${methods.join(", ")} ` : ""}${documentPath}\`${below ? " and below" : ""}`;
  }).join(", ");
}
