import { describe, expect, it } from "vitest";
import { tokenNeedOf } from "../../http/api-token-policy.ts";
import type { OpenApiDocument, Operation } from "../../http/openapi/finish-document.ts";
import { requestExamples } from "../../http/openapi/request-examples.ts";
import { newUser, signIn, signUp } from "../../test-support/accounts.ts";
import type { MailCatcher } from "../../test-support/mail-catcher.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import type { TestServer } from "../../test-support/test-server.ts";
import { redoclyFindings, swaggerParserError } from "./openapi-checks.ts";

/**
 * Keeps /api/openapi.json something independent tools accept and a true description of the API:
 * swagger-parser's validation and Redocly's `recommended` rules (what issue 14 measured), every
 * /api route of the app in it, and each one's security as the server really applies it.
 */
const test = serverTest();
let server: TestServer;
let mail: MailCatcher;
let document: OpenApiDocument;
test.beforeAll(async ({ harness }) => {
  ({ server, mail } = harness);
  const response = await server.request("/api/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

/**
 * Redocly's warnings we accept, each for a reason. `no-ambiguous-paths`: /shared-lists/invitations/{token}
 * and /shared-lists/{noteId}/invitations are different routes whose templates could both match a path;
 * ids are UUIDs, never "invitations", so no real request is ambiguous, and renaming would break clients.
 * `operation-4xx-response`: these public reads answer every request; a 4xx they cannot give would be a lie.
 */
const ACCEPTED_WARNINGS = [
  "no-ambiguous-paths #/paths/~1shared-lists~1{noteId}~1invitations",
  ...["health", "public-config", "openapi.json", "docs"].map(
    (path) => `operation-4xx-response #/paths/~1${path}/get/responses`,
  ),
];

/** Hono's /api/notes/:id/items/:itemId (and /api/calendar/:feedFile{regex}) as the document writes it. */
const documentPath = (honoPath: string) =>
  honoPath.replace(/^\/api/, "").replace(/:(\w+)(\{[^}]*\}+)?/g, "{$1}") || "/";

/**
 * The app's /api routes that are not API operations: middleware (`ALL`), the fallback 404, Better
 * Auth's catch-all (its routes come from its openAPI() plugin, http/openapi/better-auth-paths.ts) and
 * the reference page's script.
 */
const NOT_OPERATIONS = [/^\/api\/\*$/, /^\/api\/auth\/\*$/, /^\/api\/docs\/redoc\.standalone\.js$/];

function apiRoutes() {
  const seen = new Set<string>();
  return server.routes
    .filter(({ method, path }) => path.startsWith("/api/") && method !== "ALL")
    .filter(({ path }) => !NOT_OPERATIONS.some((pattern) => pattern.test(path)))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}

const operationOf = (method: string, honoPath: string): Operation | undefined =>
  document.paths?.[documentPath(honoPath)]?.[method.toLowerCase()];

describe("the served /api/openapi.json", () => {
  it("is valid for swagger-parser", async () => {
    expect(await swaggerParserError(document)).toBeNull();
  });

  it("has no errors under Redocly's recommended rules, and only the accepted warnings", async () => {
    const findings = await redoclyFindings(document);
    const printed = JSON.stringify(findings, null, 2);
    expect(
      findings.filter((finding) => finding.severity === "error"),
      printed,
    ).toEqual([]);
    const warnings = findings.map((finding) => `${finding.rule} ${finding.where}`);
    expect(warnings.sort(), printed).toEqual([...ACCEPTED_WARNINGS].sort());
  });

  it("describes every /api route the app has", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter(({ method, path }) => !operationOf(method, path));
    expect(missing).toEqual([]);
  });

  it("requires a session or token exactly on the routes that answer 401 without one", async () => {
    const visitor = createTestClient(server.url);
    const wrong: string[] = [];
    for (const { method, path } of apiRoutes()) {
      const operation = operationOf(method, path);
      const security = operation?.security ?? document.security ?? [];
      const isPrivate = security.length > 0;
      const url = path.replace(/:(\w+)(\{[^}]*\}+)?/g, "1");
      const response = await visitor.request(url, { method, json: method === "GET" ? undefined : {} });
      await response.body?.cancel();
      if (isPrivate !== (response.status === 401))
        wrong.push(`${method} ${path}: ${response.status}, private ${isPrivate}`);
      if (isPrivate) expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["401", "429"]));
    }
    expect(wrong).toEqual([]);
  });

  it("gives every answer a description, every answer but 204 a schema, and every refusal the Error shape", () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.summary) problems.push(`${method} ${path}: no summary`);
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const where = `${method} ${path} ${status}`;
          if (!response.description) problems.push(`${where}: no description`);
          const schemas = Object.values(response.content ?? {}).map((media) => (media as { schema?: unknown }).schema);
          if (status === "204" && response.content) problems.push(`${where}: content on a 204`);
          if (status !== "204" && (schemas.length === 0 || schemas.some((schema) => !schema))) {
            problems.push(`${where}: no schema`);
          }
          const isOwnRefusal = /^4/.test(status) && !path.startsWith("/auth/");
          if (isOwnRefusal && JSON.stringify(schemas) !== JSON.stringify([{ $ref: "#/components/schemas/Error" }])) {
            problems.push(`${where}: not the Error shape`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows each request example on its operation (Redocly checks them against the schemas)", () => {
    for (const [operation, example] of Object.entries(requestExamples())) {
      const [method = "", path = ""] = operation.split(" ");
      const media = document.paths?.[path]?.[method.toLowerCase()]?.requestBody?.content?.["application/json"];
      expect(media?.example, operation).toEqual(example);
    }
  });

  it("documents the token policy's 403 on every operation it refuses a token, and says which tokens", () => {
    const refusals: Record<string, number> = { never: 0, read_write: 0 };
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      if (path.startsWith("/auth/")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
        const need = tokenNeedOf(method, `/api${path}`);
        const forbidden = operation.responses?.["403"]?.description ?? "";
        const what = `${method} ${path}`;
        if (isPublic || need === "read") {
          expect([what, forbidden]).not.toEqual([what, expect.stringContaining("api_token_not_allowed")]);
          continue;
        }
        refusals[need] = (refusals[need] ?? 0) + 1;
        const says = need === "never" ? "no API token may do this" : "sent with a read-only API token";
        expect([what, forbidden]).toEqual([what, expect.stringContaining(says)]);
      }
    }
    // The account, tokens, calendar feed, invitations, push subscriptions; the organiser's writes.
    expect(refusals.never).toBeGreaterThanOrEqual(12);
    expect(refusals.read_write).toBeGreaterThanOrEqual(20);
    expect(document.components?.securitySchemes?.bearerToken).toMatchObject({
      description: expect.stringContaining("`read` answers reads (GET) only"),
    });
  });
});

/** The JSON Schema subset Better Auth's answers use: enough to see that an answer has the documented fields and no others. */
type Schema = {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  $ref?: string;
};
function mismatches(value: unknown, schema: Schema, where = "$"): string[] {
  if (schema.$ref) {
    const model = document.components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")];
    return model ? mismatches(value, model as Schema, where) : [`${where}: ${schema.$ref} is not in the document`];
  }
  if (schema.oneOf) {
    const fits = schema.oneOf.map((choice) => mismatches(value, choice, where));
    return fits.some((problems) => problems.length === 0) ? [] : (fits[0] ?? []);
  }
  const types = [schema.type ?? []].flat();
  const actual = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  if (types.length > 0 && !types.includes(actual)) return [`${where}: ${actual}, documented ${types.join("|")}`];
  if (actual !== "object" || !schema.properties) return [];
  const object = value as Record<string, unknown>;
  return [
    ...(schema.required ?? []).filter((key) => !(key in object)).map((key) => `${where}.${key}: missing`),
    ...Object.entries(object).flatMap(([key, field]) => {
      const fieldSchema = schema.properties?.[key];
      return fieldSchema ? mismatches(field, fieldSchema, `${where}.${key}`) : [`${where}.${key}: not documented`];
    }),
  ];
}

describe("the Better Auth routes (from its openAPI() plugin)", () => {
  const answerSchema = (path: string, method: string, status: string): Schema => {
    const media = document.paths?.[path]?.[method]?.responses?.[status]?.content?.["application/json"];
    return (media as { schema?: Schema } | undefined)?.schema ?? { type: "never" };
  };

  const answerHeaders = (path: string) => Object.keys(document.paths?.[path]?.post?.responses?.["200"]?.headers ?? {});

  it("describe what sign-up, sign-in, get-session and sign-out really answer", async () => {
    const client = createTestClient(server.url);
    const user = newUser();
    const up = await signUp(client, user);
    expect(up.status).toBe(200);
    expect(mismatches(await up.json(), answerSchema("/auth/sign-up/email", "post", "200"))).toEqual([]);

    const unconfirmed = await signIn(client, user);
    expect(unconfirmed.status).toBe(403);
    const link = (await mail.waitFor(user.email)).links.find((href) => href.includes("/api/auth/verify-email"));
    expect((await client.get(link ?? "")).status).toBe(302);

    const wrongPassword = await signIn(client, { ...user, password: "not the password" });
    expect(wrongPassword.status).toBe(401);
    const signedIn = await signIn(client, user);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().join()).toContain("poriadok.session_token=");
    expect(answerHeaders("/auth/sign-in/email")).toContain("Set-Cookie");
    const signInAnswers = document.paths?.["/auth/sign-in/email"]?.post?.responses ?? {};
    expect(JSON.stringify(signInAnswers)).toContain("EMAIL_NOT_VERIFIED");
    expect(JSON.stringify(signInAnswers)).toContain("INVALID_EMAIL_OR_PASSWORD");
    expect(mismatches(await signedIn.json(), answerSchema("/auth/sign-in/email", "post", "200"))).toEqual([]);

    const session = await client.get("/api/auth/get-session");
    expect(mismatches(await session.json(), answerSchema("/auth/get-session", "get", "200"))).toEqual([]);
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/poriadok\.session_token=;.*Max-Age=0/i);
    expect(answerHeaders("/auth/sign-out")).toContain("Set-Cookie");
    expect(mismatches(await out.json(), answerSchema("/auth/sign-out", "post", "200"))).toEqual([]);
    const none = await client.get("/api/auth/get-session");
    expect(await none.json()).toBeNull();
  });

  it("leaves the plugin's own schema route and Scalar page unserved (/api/docs is the reference)", async () => {
    for (const path of ["/api/auth/open-api/generate-schema", "/api/auth/reference"]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("openapi");
    }
  });
});
