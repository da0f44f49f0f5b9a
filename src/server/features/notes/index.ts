/**
 * What other features use of notes: the row lock every note write takes (shopping items, trash),
 * one note and the trash page as their answers show them, and the list rows live sync sends.
 */
export { lockNote } from "./lock-note.ts";
export { findTrashPage } from "./note-pages.ts";
export { findNote } from "./note-queries.ts";
export { toShoppingItem, withTagsAndCounts } from "./note-relations.ts";
