import { z } from "zod";

/**
 * Creations (POST /api/notes, /api/notes/:id/items, /api/tags) accept this request header: a key the
 * client makes once per intended creation (a UUID) and sends again on a retry or a second click.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX = 100;

/** Visible ASCII only (a UUID fits), so a key is the same string on every engine and in every log. */
export const IdempotencyKeySchema = z
  .string()
  .min(1, "validation.required")
  .max(IDEMPOTENCY_KEY_MAX, "validation.tooLong")
  .regex(/^[\x21-\x7e]+$/, "validation.invalid");
