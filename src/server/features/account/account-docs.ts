import { describeRoute } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { AVATAR_TYPES } from "../../../shared/schemas/account.ts";
import { errorAnswer } from "../../http/openapi/security.ts";

/**
 * The descriptions of /api/account's routes (account.routes.ts). Written as JSON Schema: the
 * answers have no shared zod schema, and the picture routes are not JSON. Tokens get 403 here
 * (finish-document.ts adds it).
 */
const tags = ["account"];
const pictureAnswer = (image: OpenAPIV3_1.SchemaObject) => ({
  content: {
    "application/json": { schema: { type: "object" as const, required: ["image"], properties: { image } } },
  },
});

export const documentedDeleteData = describeRoute({
  tags,
  summary: "Delete all of your data (notes, items, tags, planner); the account stays",
  responses: {
    200: {
      description: "How many rows went",
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["deleted"],
            properties: {
              deleted: {
                type: "object",
                required: ["notes", "tags", "plannerDays"],
                properties: { notes: { type: "integer" }, tags: { type: "integer" }, plannerDays: { type: "integer" } },
              },
            },
          },
        },
      },
    },
    400: errorAnswer(
      "`validation_failed`: `confirm` is not DELETE or VYMAZAŤ (any case, diacritics optional; the former ZMAZAŤ too)",
    ),
  },
});

export const documentedGetAvatar = describeRoute({
  tags,
  summary: "Your profile picture",
  parameters: [
    {
      in: "query",
      name: "v",
      required: false,
      schema: { type: "string" },
      description: "The upload's time, which the user's `image` URL carries so a new picture gets a new URL",
    },
  ],
  responses: {
    200: {
      description: "The picture (256 × 256 px), cacheable for a year",
      content: Object.fromEntries(AVATAR_TYPES.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
    },
    404: errorAnswer("`not_found`: no profile picture"),
  },
});

export const documentedPutAvatar = describeRoute({
  tags,
  summary: "Upload a profile picture (PNG, JPEG or WebP up to 2 MB; stored as a 256 px square)",
  requestBody: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file"],
          properties: { file: { type: "string", format: "binary" } },
        },
      },
    },
  },
  responses: {
    200: { description: "The picture's new URL", ...pictureAnswer({ type: "string" }) },
    400: errorAnswer("`validation_failed`: no form field `file`"),
    413: errorAnswer("`image_too_large`: more than 2 MB; `image_too_many_pixels`: more than 16 megapixels"),
    415: errorAnswer("`image_unsupported`: not a PNG, JPEG or WebP picture that can be read"),
  },
});

export const documentedDeleteAvatar = describeRoute({
  tags,
  summary: "Remove your profile picture",
  responses: { 200: { description: "No picture now", ...pictureAnswer({ type: "null" }) } },
});
