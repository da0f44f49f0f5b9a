import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { IdParamSchema } from "../../../shared/schemas/note.ts";
import { PhotoParamSchema, PhotoUploadQuerySchema } from "../../../shared/schemas/photo.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ownWriteContextOf, type WriteEnv } from "../../core/write/write-context.ts";
import type { Database } from "../../db/types.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { addPhoto, deletePhoto, type PhotoVariant, readPhoto } from "./photos.service.ts";
import { documentedDeletePhoto, documentedGetPhoto, documentedGetThumb, documentedUploadPhoto } from "./photos-docs.ts";

/**
 * A photo never changes under its id (a new photo is a new id), so a browser may keep it for a year;
 * `private`: only the reader's own browser, never a shared cache.
 */
const PHOTO_CACHE_CONTROL = "private, max-age=31536000, immutable";

/**
 * POST /api/notes/:id/photos, mounted under /notes (so the note's idempotent commands and list access
 * apply). The body is the image itself, limited before anything reads it (http/body-limit.ts). Only
 * the note's owner adds photos: a shared list's member is answered 404 (ownWriteContextOf).
 */
export function notePhotosRoutes({ database, auth }: AppDeps) {
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .post(
      "/:id/photos",
      documentedUploadPhoto,
      validate("param", IdParamSchema),
      validate("query", PhotoUploadQuerySchema),
      async (c) => {
        const target = { noteId: c.req.valid("param").id, id: c.req.valid("query").id };
        const upload = new Uint8Array(await c.req.arrayBuffer());
        return c.json(await addPhoto(database.db, ownWriteContextOf(c), target, upload), 201);
      },
    );
}

/** GET /api/photos/:id (and /thumb) for whoever may see the note; DELETE for its owner. */
export function photosRoutes({ database, auth }: AppDeps) {
  return new Hono<WriteEnv>()
    .use(requireUser(auth))
    .get("/:id", documentedGetPhoto, validate("param", PhotoParamSchema), (c) =>
      servePhoto(c, database.db, { userId: c.var.user.id, photoId: c.req.valid("param").id, variant: "full" }),
    )
    .get("/:id/thumb", documentedGetThumb, validate("param", PhotoParamSchema), (c) =>
      servePhoto(c, database.db, { userId: c.var.user.id, photoId: c.req.valid("param").id, variant: "thumb" }),
    )
    .delete("/:id", documentedDeletePhoto, validate("param", PhotoParamSchema), async (c) => {
      await deletePhoto(database.db, ownWriteContextOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/** The image with its type, kept by the reader's browser only, never sniffed as anything else. */
async function servePhoto(
  c: Context,
  db: Kysely<Database>,
  request: { userId: string; photoId: string; variant: PhotoVariant },
) {
  const photo = await readPhoto(db, request);
  c.header("Content-Type", photo.contentType);
  c.header("Cache-Control", PHOTO_CACHE_CONTROL);
  c.header("X-Content-Type-Options", "nosniff");
  return c.body(new Uint8Array(photo.data));
}
