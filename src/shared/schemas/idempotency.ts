import { z } from "zod";

/**
 * Every write to the organiser data accepts this request header: the command's id, a key the client
 * makes once per intended change (a UUID) and sends again on a retry, a second click or an offline
 * replay; the server applies the change once (server/core/commands/).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX = 100;

/** Visible ASCII only (a UUID fits), so a key is the same string on every engine and in every log. */
export const IdempotencyKeySchema = z
  .string()
  .min(1, "validation.required")
  .max(IDEMPOTENCY_KEY_MAX, "validation.tooLong")
  .regex(/^[\x21-\x7e]+$/, "validation.invalid");
