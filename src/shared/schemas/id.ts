import { z } from "zod";

/**
 * The largest id either engine hands out: PostgreSQL's `serial` is a 32-bit integer, so a larger
 * number in a path or a body would make the query itself fail (500) instead of finding nothing.
 */
export const MAX_ID = 2_147_483_647;

/** A row id inside a JSON body (tag ids on a note): a whole number from 1 to MAX_ID. */
export const IdSchema = z
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(1, "validation.invalid")
  .max(MAX_ID, "validation.invalid");

/** A row id from the path (/api/notes/17): "abc", "-1", "1.5" or 2^31 are 400, not 500. */
export const IdPathSegmentSchema = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(1, "validation.invalid")
  .max(MAX_ID, "validation.invalid");
