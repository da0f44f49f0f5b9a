/** A well-formed UUIDv7 that no row has (its time is 1 January 2024): for "not found" answers. */
export const MISSING_ID = "018cc251-f400-7000-8000-000000000000";
