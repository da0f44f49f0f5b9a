import { tokenNeedOf } from "../api-token-policy.ts";
import { API_BODY_MAX_BYTES } from "../body-limit.ts";
import { requestExamples } from "./request-examples.ts";
import {
  type AnswerObject,
  ERROR_SCHEMA,
  errorAnswer,
  FORBIDDEN_ORIGIN,
  mergedAnswer,
  PRIVATE_SECURITY,
  SECURITY_SCHEMES,
  TOKEN_NOT_ALLOWED,
  TOKEN_RATE_LIMITED,
  TOKEN_READ_ONLY,
  UNAUTHORIZED,
} from "./security.ts";

export type Operation = {
  tags?: string[];
  summary?: string;
  operationId?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, AnswerObject>;
};
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
  tags?: { name: string; description?: string }[];
};

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Whether a document path (without /api) is one of these paths (with /api) or below one. */
export function isUnderAny(bases: readonly string[], path: string): boolean {
  return bases.some((base) => `/api${path}` === base || `/api${path}`.startsWith(`${base}/`));
}

/** getNotesByIdItems for GET /notes/{id}/items: stable, unique, readable in generated clients. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("{") ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join("");
}

/**
 * Makes the generated document one that tools accept and people can use: the two security schemes
 * with a global requirement (public routes opt out with `security: []`, see documented.ts), the
 * Error schema on every refusal, 401 and the token's 429 on every private route and its 403 where the
 * token policy (http/api-token-policy.ts) refuses every token or a read-only one, an operationId on
 * each operation, Better Auth's routes (`auth`, from its openAPI() plugin) and the examples of the
 * main request bodies.
 */
export function finishDocument(
  document: OpenApiDocument,
  auth: { paths: Record<string, Record<string, Operation>>; schemas: Record<string, unknown> },
) {
  document.paths = { ...document.paths, ...auth.paths };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA, ...auth.schemas },
    securitySchemes: { ...SECURITY_SCHEMES },
  };
  document.security = PRIVATE_SECURITY;
  const examples = requestExamples();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.responses ??= {};
      const responses = operation.responses;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      // Better Auth's routes (better-auth-paths.ts) are described whole, with its own answers.
      if (!isPublic && !path.startsWith("/auth/")) {
        responses["401"] = UNAUTHORIZED;
        responses["429"] = mergedAnswer(responses["429"], TOKEN_RATE_LIMITED);
        if (method !== "get") responses["403"] = mergedAnswer(responses["403"], FORBIDDEN_ORIGIN);
        const tokenNeed = tokenNeedOf(method, `/api${path}`);
        if (tokenNeed === "never") responses["403"] = mergedAnswer(responses["403"], TOKEN_NOT_ALLOWED);
        if (tokenNeed === "read_write") responses["403"] = mergedAnswer(responses["403"], TOKEN_READ_ONLY);
        // The body limit in front of every route (http/body-limit.ts); the picture and import state their own.
        if (operation.requestBody) responses["413"] ??= PAYLOAD_TOO_LARGE;
      }
      for (const [status, response] of Object.entries(responses)) {
        // Refusals described in a route with words only get the Error body too (Better Auth's have their own).
        if (/^4\d\d$/.test(status) && !response.content) {
          responses[status] = { ...response, content: errorAnswer("").content };
        }
      }
      const example = examples[`${method.toUpperCase()} ${path}`];
      const json = operation.requestBody?.content?.["application/json"];
      if (example !== undefined && json) json.example = example;
    }
  }
  return document;
}

const PAYLOAD_TOO_LARGE = errorAnswer(`\`payload_too_large\`: a body over ${API_BODY_MAX_BYTES / 1024} KB`);
