import { MIN_PASSWORD_LENGTH } from "../../../shared/constants.ts";
import { REVOKE_API_CREDENTIALS_FIELD } from "../../../shared/schemas/account.ts";
import type { Operation } from "./finish-document.ts";
import { ERROR_SCHEMA_REF, mergedAnswer } from "./security.ts";
import { TWO_FACTOR_PATHS, twoFactorAnswer } from "./two-factor-paths.ts";

/**
 * Better Auth's routes in the document, from Better Auth's own description of them: its `openAPI()`
 * plugin (auth.ts; `auth.api.generateOpenAPISchema()`, which app.ts hands in). The plugin describes
 * every endpoint Better Auth has, for any set-up; this keeps the routes a client of Poriadok needs and
 * says what the plugin cannot know (decision 021): who may call each, the statuses it really answers
 * here, Poriadok's 403 for a personal API token, a summary and the `auth` tag. Its requests, answers
 * and the User and Session models are Better Auth's, written for OpenAPI 3.1 (`nullable` becomes a
 * `null` type) and with the additional user fields (firstName, …) the plugin's inline users leave out.
 */
export type BetterAuthDocument = {
  paths: Record<string, object>;
  components: { schemas: Record<string, object> };
};

type Json = Record<string, unknown>;
type Published = {
  method: "get" | "post";
  summary: string;
  security: object[];
  answers: string[];
  /** Poriadok's own words for an answer, where the plugin's description is Better Auth's generic one. */
  says?: Record<string, string>;
  /** What the success answer's Set-Cookie carries: Better Auth sets it, its plugin does not say so. */
  setCookie?: string;
  /** Fields Poriadok's hooks read beyond Better Auth's own body (features/account/), added to its schema. */
  bodyFields?: Record<string, Json>;
};

const PUBLIC: object[] = [];
const TOO_MANY = "Too many attempts from this address; wait (`X-Retry-After` says how long)";
const SESSION = [{ sessionCookie: [] }];

/** By Better Auth path (below /api/auth): the operations described, and what the plugin does not know. */
const PUBLISHED: Record<string, Published> = {
  "/sign-up/email": {
    method: "post",
    summary: "Create an account; a confirmation mail follows, and sign-in works once it is confirmed",
    security: PUBLIC,
    answers: ["200", "400", "403", "422", "429"],
    says: {
      "200": "The account, not yet confirmed; no session (`token` is null) until its owner signs in",
      "400": `Invalid input (e.g. a password shorter than ${MIN_PASSWORD_LENGTH} characters)`,
      "422": "`USER_ALREADY_EXISTS` or another refusal of the address",
      "429": TOO_MANY,
    },
  },
  "/sign-in/email": {
    method: "post",
    summary: "Sign in with e-mail and password; the answer sets the session cookie",
    security: PUBLIC,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "200": "Signed in",
      "401": "`INVALID_EMAIL_OR_PASSWORD`",
      "403": "`EMAIL_NOT_VERIFIED`: confirm the address first (a new confirmation mail is sent)",
      "429": TOO_MANY,
    },
    setCookie:
      "The session: `poriadok.session_token=…; Path=/; HttpOnly; SameSite=Lax` (`__Secure-poriadok.session_token` " +
      "and `Secure` over https); 30 days, or until the browser closes with `rememberMe: false`",
  },
  "/get-session": {
    method: "get",
    summary: "The current session and its user, or null when signed out",
    // Anyone may ask: without a session the answer is null.
    security: [...SESSION, {}],
    answers: ["200", "403"],
  },
  "/change-password": {
    method: "post",
    summary:
      "Change the password with the current one; also revokes every API token and the calendar feed unless " +
      `\`${REVOKE_API_CREDENTIALS_FIELD}\` is false`,
    security: SESSION,
    answers: ["200", "400", "401", "403", "429"],
    says: {
      "200": "Changed; with `revokeOtherSessions` every other session is signed out and this one gets a new cookie",
      "400": `\`INVALID_PASSWORD\` (the current one is wrong), a new password shorter than ${MIN_PASSWORD_LENGTH} characters, or \`${REVOKE_API_CREDENTIALS_FIELD}\` not a boolean`,
      "429": TOO_MANY,
    },
    setCookie: "The new session, when `revokeOtherSessions` signed the others out",
    bodyFields: {
      [REVOKE_API_CREDENTIALS_FIELD]: {
        type: "boolean",
        default: true,
        description:
          "Poriadok's own field (read by its hooks, features/account/password-recovery.ts): also revoke every " +
          "personal API token and turn off the calendar feed, as a password reset always does. A mail to the " +
          "account says what was signed out and revoked.",
      },
    },
  },
  "/sign-out": {
    method: "post",
    summary: "Sign out: ends the session and clears its cookies",
    security: SESSION,
    answers: ["200", "403", "429"],
    says: { "200": "Signed out (also when there was no session)" },
    setCookie: "The session cookies, cleared (`Max-Age=0`)",
  },
  ...TWO_FACTOR_PATHS,
};

/** The models the published answers name (the plugin's others, e.g. Account, are not ours to show). */
const MODELS = ["User", "Session", "Passkey"];

/** /api/auth refuses personal API tokens before Better Auth (http/auth-handler.ts), in Poriadok's shape. */
const TOKEN_REFUSED = {
  description: "`api_token_not_allowed` (Poriadok's `Error` shape): sent with `Authorization: Bearer`",
  content: { "application/json": { schema: ERROR_SCHEMA_REF } },
};

/** The published operations by document path (`/auth/…`), and the models they refer to. */
export function betterAuthPaths(generated: BetterAuthDocument): {
  paths: Record<string, Record<string, Operation>>;
  schemas: Record<string, unknown>;
} {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, published] of Object.entries(PUBLISHED)) {
    const { method, summary, security, answers, says = {}, setCookie, bodyFields } = published;
    const operation = (generated.paths[path] as Record<string, Json> | undefined)?.[method];
    if (!operation) throw new Error(`Better Auth's openAPI() plugin no longer describes ${method} ${path}`);
    const described = bodyFields ? withBodyFields(operation, bodyFields) : operation;
    const { responses, ...rest } = openApi31(withModelUsers(described)) as Json & { responses: Record<string, Json> };
    const kept = Object.fromEntries(
      answers.map((status) => {
        const answer = responses[status] ?? {};
        return [status, says[status] ? { ...answer, description: says[status] } : answer];
      }),
    );
    kept["403"] = withTokenRefusal(kept["403"] ?? {});
    if (setCookie) kept["200"] = withSetCookie(kept["200"] ?? {}, setCookie);
    kept["200"] = twoFactorAnswer(path, kept["200"] ?? {});
    paths[`/auth${path}`] = { [method]: { ...rest, tags: ["auth"], summary, security, responses: kept } };
  }
  const schemas = Object.fromEntries(
    MODELS.map((name) => [name, nullableOptionals(openApi31(generated.components.schemas[name] ?? {}) as Json)]),
  );
  return { paths, schemas };
}

/** The operation with `fields` among its JSON body's properties. */
function withBodyFields(operation: Json, fields: Record<string, Json>): Json {
  const requestBody = operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined;
  const schema = requestBody?.content?.["application/json"]?.schema;
  if (!requestBody || !schema) throw new Error("Better Auth's openAPI() plugin no longer describes this body");
  const properties = { ...(schema.properties as Json | undefined), ...fields };
  const content = { ...requestBody.content, "application/json": { schema: { ...schema, properties } } };
  return { ...operation, requestBody: { ...requestBody, content } };
}

function withSetCookie(answer: Json, description: string): Json {
  const headers = {
    ...(answer.headers as Json | undefined),
    "Set-Cookie": { description, schema: { type: "string" } },
  };
  return { ...answer, headers };
}

/** Better Auth's refusal, or ours for a token: one 403 with both shapes. */
function withTokenRefusal(own: Json) {
  const theirs = (own.content as Record<string, Json> | undefined)?.["application/json"]?.schema;
  const merged = mergedAnswer(own, TOKEN_REFUSED);
  if (theirs === undefined) return merged;
  return { ...merged, content: { "application/json": { schema: { anyOf: [theirs, ERROR_SCHEMA_REF] } } } };
}

/** OpenAPI 3.0's `nullable: true` (which the plugin writes) as 3.1 says it: `null` among the types. */
function openApi31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(openApi31);
  if (typeof value !== "object" || value === null) return value;
  const { nullable, ...rest } = value as Json;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, openApi31(inner)]));
  if (nullable === true && typeof converted.type === "string") converted.type = [converted.type, "null"];
  return converted;
}

/** The plugin's inline `user` objects list Better Auth's base fields only; the User model has them all. */
function withModelUsers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withModelUsers);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, inner]) => {
      const properties = key === "properties" ? (inner as Json) : undefined;
      if (properties?.user && !(properties.user as Json).$ref) {
        return [key, { ...(withModelUsers(properties) as Json), user: { $ref: "#/components/schemas/User" } }];
      }
      return [key, withModelUsers(inner)];
    }),
  );
}

/** A model's optional fields are columns Better Auth answers as null when empty (image, username, …). */
function nullableOptionals(model: Json): Json {
  const required = new Set((model.required as string[] | undefined) ?? []);
  const properties = Object.entries((model.properties as Record<string, Json> | undefined) ?? {}).map(
    ([name, field]) => [
      name,
      required.has(name) || typeof field.type !== "string" ? field : { ...field, type: [field.type, "null"] },
    ],
  );
  return { ...model, properties: Object.fromEntries(properties) };
}
