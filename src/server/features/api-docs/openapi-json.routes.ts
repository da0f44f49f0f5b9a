import { type Hono, Hono as Router } from "hono";
import { documentedPublic } from "../../http/openapi/documented.ts";
import type { OpenApiDocument } from "../../http/openapi/finish-document.ts";
import { buildOpenApiDocument, type DocumentOptions } from "../../http/openapi/openapi-document.ts";

/**
 * Mounted at /api/openapi.json: the OpenAPI 3.1 document of `api` (every described route, this one
 * included), built on the first request and kept. Public, like the reference page that reads it.
 */
export function openApiJsonRoutes(api: Hono, options: DocumentOptions) {
  let document: OpenApiDocument | undefined;
  return new Router().get(
    "/",
    documentedPublic({
      tags: ["reference"],
      summary: "This OpenAPI 3.1 document",
      responses: {
        200: {
          description: "The document (JSON)",
          content: { "application/json": { schema: { type: "object", additionalProperties: true } } },
        },
      },
    }),
    async (c) => {
      document ??= await buildOpenApiDocument(api, options);
      return c.json(document);
    },
  );
}
