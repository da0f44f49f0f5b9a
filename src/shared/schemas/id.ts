import { z } from "zod";

/**
 * Notes, tags and shopping items are keyed by UUIDs (docs/decisions/017), made by the client that
 * creates the row or else by the server. Ids are stored and compared in lower case; an id written in
 * upper case names the same row.
 */
const uuid = (version?: "v7") => z.uuid({ version, error: "validation.invalid" }).transform((id) => id.toLowerCase());

/** A row id inside a JSON body (tag ids on a note) or in the path (/api/notes/0193…): not a UUID → 400. */
export const IdSchema = uuid();

/** A row id from the path: the same rule as in a body ("17", "abc" and "../x" are 400, not 500). */
export const IdPathSegmentSchema = IdSchema;

/**
 * The id a client gives a row it creates: a UUIDv7, whose leading 48 bits are its creation time, so
 * ordering by id keeps the order of adding (items) and breaks ties of the same instant (lists).
 */
export const NewIdSchema = uuid("v7");

/** True for the canonical lower-case UUID text ids are stored as (a cursor's id part is checked with it). */
export function isStoredId(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}
