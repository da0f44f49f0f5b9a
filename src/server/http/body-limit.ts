import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PHOTO_UPLOAD_MAX_BYTES } from "../../shared/constants.ts";
import { AppError } from "../errors.ts";

/**
 * The most an /api request body may carry: a note at its longest (20,000 characters, up to three
 * bytes each in UTF-8) with its title and fields fits; anything larger is refused before it is read
 * whole or parsed, so a huge or deeply nested body cannot tie up memory or the event loop.
 */
export const API_BODY_MAX_BYTES = 64 * 1024;

/**
 * Requests that carry their own, larger limit: the profile picture (2 MB, see account.routes.ts) and
 * an import's file (20 MB, see features/data-transfer/import/import.routes.ts).
 */
function hasOwnLimit(c: Context): boolean {
  return (
    (c.req.method === "PUT" && c.req.path === "/api/account/avatar") ||
    (c.req.method === "POST" && c.req.path === "/api/import")
  );
}

/**
 * A note's photo (features/photos: the image itself is the body) has its larger limit checked here,
 * before the idempotent-command check reads the body for its fingerprint.
 */
const PHOTO_UPLOAD_PATH = /^\/api\/notes\/[^/]+\/photos$/;
const isPhotoUpload = (c: Context) => c.req.method === "POST" && PHOTO_UPLOAD_PATH.test(c.req.path);
const photoLimit = bodyLimit({
  maxSize: PHOTO_UPLOAD_MAX_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    throw new AppError("photo_too_large", 413, `The photo is larger than ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
  },
});

/**
 * GET and HEAD requests never carry a body here: @hono/node-server gives them none, as the Fetch
 * standard requires. Hono's bodyLimit would still ask for `c.req.raw.body`, which makes the server
 * build the whole Fetch Request (abort signal, stream) — a fifth of the CPU time of /api/health.
 */
function cannotHaveBody(c: Context): boolean {
  return c.req.method === "GET" || c.req.method === "HEAD";
}

/**
 * Refuses /api bodies over API_BODY_MAX_BYTES with 413 and the usual JSON error. Mounted before
 * Better Auth's handler. A declared Content-Length is checked before reading; a chunked body without
 * one is counted while it streams in and refused as soon as it passes the limit. The connection is
 * closed after the refusal, so the server does not go on reading the rest of a body it refused.
 */
export function apiBodyLimit(maxBytes = API_BODY_MAX_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      throw new AppError("payload_too_large", 413, `The request body is larger than ${maxBytes / 1024} KB.`);
    },
  });
  return (c, next) => {
    if (cannotHaveBody(c) || hasOwnLimit(c)) return next();
    return isPhotoUpload(c) ? photoLimit(c, next) : limit(c, next);
  };
}
