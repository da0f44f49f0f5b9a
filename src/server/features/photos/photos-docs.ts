import { describeRoute, resolver } from "hono-openapi";
import {
  PHOTO_MAX_SIDE_PX,
  PHOTO_STORAGE_MAX_BYTES,
  PHOTO_THUMB_SIDE_PX,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTOS_MAX_PER_NOTE,
} from "../../../shared/constants.ts";
import { NotePhotoSchema } from "../../../shared/schemas/photo.ts";
import { VALIDATION_FAILED } from "../../http/openapi/documented.ts";
import { errorAnswer, mergedAnswer } from "../../http/openapi/security.ts";

/** The descriptions of the photo routes (photos.routes.ts): the upload's body and the images are not JSON. */
const tags = ["photos"];
const MB = 1024 * 1024;
const notFound = errorAnswer("`not_found`: no such photo or note for this user (missing and other users' ids alike)");
const binary = { schema: { type: "string" as const, format: "binary" } };

export const documentedUploadPhoto = describeRoute({
  tags,
  summary: `Add a photo to a note (the image's bytes as the body, up to ${PHOTO_UPLOAD_MAX_BYTES / MB} MB)`,
  description:
    `JPEG, PNG, WebP, AVIF or GIF (its first frame), read from the bytes (the Content-Type is not trusted). ` +
    `Stored turned upright, at most ${PHOTO_MAX_SIDE_PX} px on its longer side, as WebP without EXIF or ` +
    `location, with a ${PHOTO_THUMB_SIDE_PX} px thumbnail. At most ${PHOTOS_MAX_PER_NOTE} photos a note and ` +
    `${PHOTO_STORAGE_MAX_BYTES / MB} MB of stored photos a person (trash included). Only the note's owner ` +
    "may add photos. `?id=` is the photo's id when the client made it (a UUIDv7): sent again, it answers the same photo.",
  parameters: [
    { in: "query", name: "id", required: false, schema: { type: "string", format: "uuid" }, description: "A UUIDv7" },
  ],
  requestBody: { required: true, content: { "image/*": binary } },
  responses: {
    201: { description: "The stored photo", content: { "application/json": { schema: resolver(NotePhotoSchema) } } },
    400: mergedAnswer(
      VALIDATION_FAILED,
      errorAnswer(
        "`photo_unsupported`: not an image that can be read; `photo_heic_unsupported`: a HEIC (HEVC) photo — send a JPEG",
      ),
    ),
    404: notFound,
    409: errorAnswer(
      "`photo_limit_reached`: the note holds the most photos; `photo_storage_full`: the person's photos would pass their quota",
    ),
    413: errorAnswer(
      "`photo_too_large`: the body is larger than the limit; `photo_too_many_pixels`: more than 50 megapixels",
    ),
    503: errorAnswer("`server_busy`: too many photos being processed; try again"),
  },
});

const imageAnswer = (what: string) => ({
  200: {
    description: `${what} (image/webp), never changing under its id: \`Cache-Control: private, max-age=31536000, immutable\``,
    content: { "image/webp": binary },
  },
  404: notFound,
});

export const documentedGetPhoto = describeRoute({
  tags,
  summary: "A photo, full size (its note's owner, or a member of the shared list it is on)",
  responses: imageAnswer("The photo"),
});

export const documentedGetThumb = describeRoute({
  tags,
  summary: `A photo's thumbnail (at most ${PHOTO_THUMB_SIDE_PX} px on its longer side)`,
  responses: imageAnswer("The thumbnail"),
});

export const documentedDeletePhoto = describeRoute({
  tags,
  summary: "Delete a photo (the note's owner only)",
  responses: { 204: { description: "Deleted" }, 400: VALIDATION_FAILED, 404: notFound },
});
