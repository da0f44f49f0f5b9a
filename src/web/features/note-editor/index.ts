// The note editor's public entry: the button-and-dialog that creates a note (tasks due on a day open it
// too). Re-exports only: the dialogs' own code stays in their chunks, loaded when the user reaches for
// them (create-note-dialog.tsx, load-edit-note-dialog.ts); app/ composes the edit dialog from its file.
export { CreateNoteDialog } from "./components/create-note-dialog";
