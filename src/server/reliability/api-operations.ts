import type { JsonSchema } from "./schema-arbitrary.ts";

/** One route to attack: where its parameters go and what its body should look like. */
export type Operation = {
  method: string;
  /** With the server prefix and `{name}` placeholders: /api/notes/{id}. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body the route expects; null when it takes none. */
  bodySchema: JsonSchema | null;
  /** Better Auth's routes answer errors in its own shape (`{ code, message }`). */
  isAuth: boolean;
};

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
};

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation the served OpenAPI document describes, with its paths made absolute. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const prefix = document.servers?.[0]?.url ?? "";
  return (
    Object.entries(document.paths)
      // Better Auth's routes, which the document describes too, come from authOperations(): with every
      // field Better Auth reads, and marked for its own error shape.
      .filter(([path]) => !path.startsWith("/auth/"))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.has(method))
          .map(([method, operation]) => {
            const parameters = operation.parameters ?? [];
            const pick = (where: string) =>
              parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
            return {
              method: method.toUpperCase(),
              path: `${prefix}${path}`,
              pathParams: pick("path"),
              queryParams: pick("query"),
              bodySchema: operation.requestBody?.content?.["application/json"]?.schema ?? null,
              isAuth: false,
            };
          }),
      )
  );
}

const text: JsonSchema = { type: "string" };
const flag: JsonSchema = { type: "boolean" };
const email: JsonSchema = { type: "string", format: "email" };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  required,
});

const AUTH_BODIES: Record<string, JsonSchema> = {
  "/sign-up/email": object(
    {
      email,
      password: text,
      name: text,
      firstName: text,
      lastName: text,
      locale: { enum: ["en", "sk"] },
      username: text,
      image: text,
      callbackURL: text,
    },
    ["email", "password", "name"],
  ),
  "/sign-in/email": object({ email, password: text, rememberMe: flag, callbackURL: text }, ["email", "password"]),
  "/sign-in/username": object({ username: text, password: text }, ["username", "password"]),
  "/sign-in/social": object({ provider: text, callbackURL: text }, ["provider"]),
  "/sign-out": object({}),
  "/request-password-reset": object({ email, redirectTo: text }, ["email"]),
  "/reset-password": object({ newPassword: text, token: text }, ["newPassword"]),
  "/verify-password": object({ password: text }, ["password"]),
  "/send-verification-email": object({ email, callbackURL: text }, ["email"]),
  "/change-email": object({ newEmail: email, password: text, callbackURL: text }, ["newEmail"]),
  // revokeApiCredentials: Poriadok's own field (features/account/password-recovery.ts).
  "/change-password": object(
    { newPassword: text, currentPassword: text, revokeOtherSessions: flag, revokeApiCredentials: flag },
    ["newPassword", "currentPassword"],
  ),
  "/update-user": object({
    name: text,
    image: text,
    firstName: text,
    lastName: text,
    locale: { enum: ["en", "sk"] },
    username: text,
  }),
  "/delete-user": object({ password: text, token: text, callbackURL: text }),
  // Better Auth's { token }, or Poriadok's { id } (features/account/session-list-hooks.ts).
  "/revoke-session": object({ id: text, token: text }),
  "/revoke-sessions": object({}),
  "/revoke-other-sessions": object({}),
  "/is-username-available": object({ username: text }, ["username"]),
  "/update-session": object({}),
  "/unlink-account": object({ providerId: text, accountId: text }, ["providerId"]),
  // Two-factor sign-in and passkeys (features/account/two-factor-plugins.ts).
  "/two-factor/enable": object({ password: text, method: { enum: ["totp", "otp"] }, issuer: text }, ["password"]),
  "/two-factor/disable": object({ password: text }, ["password"]),
  "/two-factor/verify-totp": object({ code: text, trustDevice: flag }, ["code"]),
  "/two-factor/verify-backup-code": object({ code: text, trustDevice: flag, disableSession: flag }, ["code"]),
  "/two-factor/generate-backup-codes": object({ password: text }, ["password"]),
  "/two-factor/get-totp-uri": object({ password: text }, ["password"]),
  "/passkey/verify-registration": object(
    { response: object({ id: text, rawId: text, type: text }), name: text, password: text, createSession: flag },
    ["response"],
  ),
  "/passkey/verify-authentication": object({ response: object({ id: text, rawId: text, type: text }) }, ["response"]),
  "/passkey/update-passkey": object({ id: text, name: text }, ["id", "name"]),
  "/passkey/delete-passkey": object({ id: text }, ["id"]),
};

const AUTH_QUERIES: { path: string; pathParams?: string[]; query: string[] }[] = [
  { path: "/verify-email", query: ["token", "callbackURL"] },
  { path: "/reset-password/{token}", pathParams: ["token"], query: ["callbackURL"] },
  { path: "/delete-user/callback", query: ["token", "callbackURL"] },
  { path: "/error", query: ["error"] },
  { path: "/list-sessions", query: [] },
  { path: "/passkey/generate-register-options", query: ["authenticatorAttachment", "name", "context"] },
  { path: "/passkey/generate-authenticate-options", query: [] },
  { path: "/passkey/list-user-passkeys", query: [] },
];

/**
 * Better Auth's routes, which the OpenAPI document does not describe: every POST with a JSON body
 * (with the fields it reads, so generated bodies reach its checks) and the GET links sent in mails.
 */
export function authOperations(): Operation[] {
  const posts = Object.entries(AUTH_BODIES).map(([path, bodySchema]) => ({
    method: "POST",
    path: `/api/auth${path}`,
    pathParams: [],
    queryParams: [],
    bodySchema,
    isAuth: true,
  }));
  const gets = AUTH_QUERIES.map(({ path, pathParams = [], query }) => ({
    method: "GET",
    path: `/api/auth${path}`,
    pathParams: pathParams.map((name) => ({ name, schema: text })),
    queryParams: query.map((name) => ({ name, schema: text })),
    bodySchema: null,
    isAuth: true,
  }));
  return [...posts, ...gets];
}
