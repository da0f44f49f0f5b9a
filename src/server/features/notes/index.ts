/** What quick add and CalDAV use: a new note inside their own write. */
export { insertNoteRows } from "./create-note.ts";
/**
 * What other features use of notes: the row lock every note write takes (shopping items, trash),
 * one note and the trash page as their answers show them, and the list rows live sync sends.
 */
export { lockNote } from "./lock-note.ts";
export { findTrashPage } from "./note-pages.ts";
export { findNote } from "./note-queries.ts";
export { toShoppingItem, withTagsAndCounts } from "./note-relations.ts";
/**
 * What quick add and CalDAV use: a change of a note inside their own write; CalDAV's DELETE moves a
 * task to the trash (notes.service.ts).
 */
export { moveToTrash, toggleNote, updateNoteRows } from "./notes.service.ts";
