/**
 * What other features use of notes: the row lock every note write takes (shopping items, trash),
 * one note and the trash page as their answers show them, and the list rows live sync sends.
 */
export { lockNote } from "./lock-note.ts";
export { findTrashPage } from "./note-pages.ts";
export { findNote } from "./note-queries.ts";
export { toShoppingItem, withTagsAndCounts } from "./note-relations.ts";
/** What quick add uses: a new note inside its own write (notes.service.ts). */
export { insertNoteRows } from "./notes.service.ts";
