import { z } from "zod";
import { IdPathSegmentSchema, NewIdSchema } from "./id.ts";

/** A photo as a note carries it: its id (GET /api/photos/{id}, /thumb) and its stored size in pixels. */
export const NotePhotoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type NotePhoto = z.infer<typeof NotePhotoSchema>;

/** POST /api/notes/{id}/photos?id=…: the photo's id when the client made it (a UUIDv7, offline), else the server's. */
export const PhotoUploadQuerySchema = z.object({ id: NewIdSchema.optional() });

/** The photo id in /api/photos/{id}. */
export const PhotoParamSchema = z.object({ id: IdPathSegmentSchema });

/** The photo routes' own refusals; each is a key of errors.json on the web. */
export type PhotoErrorCode =
  | "photo_unsupported"
  | "photo_heic_unsupported"
  | "photo_too_large"
  | "photo_too_many_pixels"
  | "photo_limit_reached"
  | "photo_storage_full";
