import { DatabaseTimeoutError } from "./database-timeouts.ts";

/**
 * What an error from either engine means for the answer:
 * - "conflict": a unique, primary-key or foreign-key constraint refused the write — the row exists
 *   already, or the row it points at no longer does (two requests raced). 409, not 500.
 * - "unavailable": the database is locked, timed out or the connection dropped. 503: worth retrying.
 * - "invalid_text": PostgreSQL cannot store a character of the text (a NUL, or one outside the
 *   encoding). The schemas refuse such text first (shared/schemas/storable-text.ts); this is the
 *   safety net for a field they miss: 400, not 500.
 * - null: anything else, a bug to log as a 500.
 */
export type DatabaseFailure = "conflict" | "unavailable" | "invalid_text";

const SQLITE_CONFLICT_CODES = new Set([
  "SQLITE_CONSTRAINT_UNIQUE",
  "SQLITE_CONSTRAINT_PRIMARYKEY",
  "SQLITE_CONSTRAINT_FOREIGNKEY",
]);
const SQLITE_UNAVAILABLE_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED"]);

/** unique_violation, foreign_key_violation (PostgreSQL's SQLSTATE codes). */
const POSTGRES_CONFLICT_CODES = new Set(["23505", "23503"]);
/** character_not_in_repertoire (a NUL in text), untranslatable_character. */
const POSTGRES_INVALID_TEXT_CODES = new Set(["22021", "22P05"]);
/**
 * query_canceled (statement_timeout), idle_in_transaction_session_timeout, admin/crash shutdown,
 * cannot_connect_now, and class 08 (connection exceptions).
 */
const POSTGRES_UNAVAILABLE_CODES = new Set(["57014", "25P03", "57P01", "57P02", "57P03"]);
/** pg's own errors carry no code: a full pool that timed out, a connection that went away. */
const PG_UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
];

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  if (error instanceof DatabaseTimeoutError) return "unavailable";
  if (!(error instanceof Error)) return null;
  const code = "code" in error && typeof error.code === "string" ? error.code : null;
  if (error.name === "SqliteError" && code) {
    if (SQLITE_CONFLICT_CODES.has(code)) return "conflict";
    if (SQLITE_UNAVAILABLE_CODES.has(code)) return "unavailable";
    return null;
  }
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (POSTGRES_CONFLICT_CODES.has(code)) return "conflict";
    if (POSTGRES_INVALID_TEXT_CODES.has(code)) return "invalid_text";
    if (POSTGRES_UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return "unavailable";
    return null;
  }
  if (PG_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return "unavailable";
  return null;
}
